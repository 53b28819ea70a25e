/// Placeholder until the terminal session lands.
public enum TerminalPlaceholder {}
