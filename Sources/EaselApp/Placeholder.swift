import EaselInput

/// Placeholder until the app core lands.
public enum AppPlaceholder {}
