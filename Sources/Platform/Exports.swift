// Everything CLibrary gives (Foundation or its essentials, and the C library), for the modules
// that import `Platform`.
@_exported import CLibrary
