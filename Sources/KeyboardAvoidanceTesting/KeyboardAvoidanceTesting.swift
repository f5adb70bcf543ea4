// Posts the keyboard's notifications in an app's tests; re-exports the catalogue and the core.
@_exported import KeyboardAvoidanceCatalogue
@_exported import KeyboardAvoidanceCore
