import EaselInput
