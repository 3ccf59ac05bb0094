<?php
// Writes Sources/PHPRuntime/PredefinedConstants.swift from the running PHP (8.2): the constants
// of the extensions every PHP build has, minus those that describe the installation.
// Run: php scripts/predefined-constants.php > Sources/PHPRuntime/PredefinedConstants.swift
ini_set('serialize_precision', '-1');
$extensions = ['Core', 'date', 'json', 'pcre', 'random', 'standard'];
$installation = '/^(PHP_(VERSION|MAJOR_VERSION|MINOR_VERSION|RELEASE_VERSION|EXTRA_VERSION|VERSION_ID|OS|OS_FAMILY|BINARY|SAPI|DEBUG|ZTS|PREFIX|BINDIR|LIBDIR|DATADIR|SYSCONFDIR|LOCALSTATEDIR|MANDIR|EXTENSION_DIR|SHLIB_SUFFIX|CONFIG_FILE_PATH|CONFIG_FILE_SCAN_DIR|MAXPATHLEN|FD_SETSIZE|CLI_PROCESS_TITLE|WINDOWS_.*)|DEFAULT_INCLUDE_PATH|PEAR_.*|PCRE_VERSION.*|PCRE_JIT_SUPPORT|STDIN|STDOUT|STDERR|ZEND_THREAD_SAFE|ZEND_DEBUG_BUILD|__COMPILER_HALT_OFFSET__|CRYPT_.*|LC_.*|MT_RAND_.*_NOT_USED)$/';
$all = get_defined_constants(true);
$rows = [];
foreach ($extensions as $extension) {
    foreach ($all[$extension] ?? [] as $name => $value) {
        if (preg_match($installation, $name) || in_array($name, ['TRUE', 'FALSE', 'NULL'], true)) continue;
        if (is_int($value)) $swift = ".int($value)";
        elseif (is_float($value)) $swift = is_nan($value) ? '.float(.nan)' : (is_infinite($value) ? '.float(.infinity)' : '.float(' . var_export($value, true) . ')');
        elseif (is_bool($value)) $swift = $value ? '.bool(true)' : '.bool(false)';
        elseif (is_string($value)) $swift = '.string([' . implode(', ', array_map('ord', str_split($value))) . '])';
        else continue;
        $rows[$name] = $swift;
    }
}
ksort($rows);
echo "/// PHP 8.2's predefined constants (Core, date, json, pcre, random, standard), written by\n";
echo "/// `scripts/predefined-constants.php` from PHP " . PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION . " and checked against `php` by a differential test.\n";
echo "/// Constants that describe the installation (PHP_VERSION, PHP_OS, paths, STDIN) are left out:\n";
echo "/// their value is the server's, not something the code fixes.\n";
echo "public enum PredefinedConstants {\n";
echo "    public static func value(_ name: String) -> PHPValue? { table[name] }\n\n";
echo "    /// Every name, for the differential test.\n";
echo "    public static var names: [String] { table.keys.sorted() }\n\n";
echo "    static let table: [String: PHPValue] = [\n";
foreach ($rows as $name => $swift) echo "        \"$name\": $swift,\n";
echo "    ]\n}\n";
