<?php
/*
 * What `vendor/bin/gtpush` runs (bin/gtpush includes this file). gtpush is a native program, not
 * PHP: on first use this fetches the release archive for the machine's platform, checks its
 * SHA-256 against composer/checksums.json (written by the release workflow for the tag the
 * package was published from), keeps the binary in a per-user cache and runs it, passing the
 * arguments, standard input, output and error and the exit code through.
 *
 * GTPUSH_DOWNLOAD_URL  another download base, laid out as GitHub's releases are:
 *                      BASE/vVERSION/gtpush-VERSION-PLATFORM.tar.gz (a mirror, or a company
 *                      artifact server; http, https or file URLs)
 * GTPUSH_CACHE_DIR     the cache folder (default: $XDG_CACHE_HOME/gtpush or ~/.cache/gtpush,
 *                      ~/Library/Caches/gtpush on macOS)
 *
 * A wrong checksum, a failed download or a platform with no archive prints one message (in
 * Chinese too when the locale is zh_*) and exits 2, gtpush's code for a run that could not start.
 * Written for PHP 7.1 and later; no extension beyond json, hash and zlib.
 */

namespace GTPush\Composer;

/** Where gtpush lives; the tests hold every other mention of the repository to this one. */
const HOME = 'https://github.com/gtpush/gtpush';
const DOWNLOAD_BASE = HOME . '/releases/download';
const EXIT_CANNOT_START = 2;

/** Runs gtpush with $arguments (without the program name) and returns its exit code. */
function main(array $arguments)
{
    $pins = read_pins(__DIR__ . '/checksums.json');
    if ($pins === null) {
        return fail(
            'gtpush: the package\'s checksum file, composer/checksums.json, is unreadable; reinstall gtpush/gtpush',
            'gtpush：包内的校验文件 composer/checksums.json 无法读取，请重新安装 gtpush/gtpush'
        );
    }
    $version = $pins['version'];
    $platform = platform(PHP_OS, php_uname('m'));
    $name = $platform !== null ? $platform : strtolower(PHP_OS) . '-' . php_uname('m');
    if ($platform === null || !isset($pins['archives'][$platform])) {
        $known = array_keys($pins['archives']);
        sort($known);
        $english = $known === [] ? 'this copy of the package pins none' : 'there are: ' . implode(', ', $known);
        $chinese = $known === [] ? '此包未固定任何预编译程序' : '已有：' . implode('、', $known);
        return fail(
            "gtpush: gtpush $version has no prebuilt binary for $name ($english); build it from source: " . HOME . '#install',
            "gtpush：gtpush {$version} 没有适用于 {$name} 的预编译程序（{$chinese}），请从源码构建：" . HOME . '#install'
        );
    }
    $sha256 = strtolower($pins['archives'][$platform]);
    $binary = cache_dir() . "/$version/$platform-" . substr($sha256, 0, 16) . '/gtpush';
    if (!is_file($binary)) {
        $code = install($version, $platform, $sha256, $binary);
        if ($code !== 0) {
            return $code;
        }
    }
    return run($binary, $arguments);
}

/**
 * The release archive's platform: linux-x86_64, linux-aarch64 (static executables, any libc) or
 * macos-universal; null for any other (Windows, the BSDs, 32-bit machines).
 */
function platform($os, $machine)
{
    $machine = strtolower($machine);
    if ($os === 'Linux') {
        if ($machine === 'x86_64' || $machine === 'amd64') {
            return 'linux-x86_64';
        }
        if ($machine === 'aarch64' || $machine === 'arm64') {
            return 'linux-aarch64';
        }
        return null;
    }
    if ($os === 'Darwin' && ($machine === 'x86_64' || $machine === 'arm64')) {
        return 'macos-universal';
    }
    return null;
}

/** {"version": "X.Y.Z", "archives": {"PLATFORM": "SHA-256", ...}}, or null when it is not that. */
function read_pins($path)
{
    $text = @file_get_contents($path);
    $pins = $text === false ? null : json_decode($text, true);
    if (!is_array($pins) || !isset($pins['version']) || !is_string($pins['version'])
        || !isset($pins['archives']) || !is_array($pins['archives'])) {
        return null;
    }
    foreach ($pins['archives'] as $platform => $sha256) {
        if (!is_string($sha256) || !preg_match('/^[0-9a-fA-F]{64}$/', $sha256)) {
            return null;
        }
    }
    return $pins;
}

/** The per-user cache folder, without a trailing slash. */
function cache_dir()
{
    $override = getenv('GTPUSH_CACHE_DIR');
    if (is_string($override) && $override !== '') {
        return rtrim($override, '/');
    }
    $home = getenv('HOME');
    if (PHP_OS === 'Darwin' && is_string($home) && $home !== '') {
        return "$home/Library/Caches/gtpush";
    }
    $xdg = getenv('XDG_CACHE_HOME');
    if (is_string($xdg) && $xdg !== '') {
        return rtrim($xdg, '/') . '/gtpush';
    }
    if (is_string($home) && $home !== '') {
        return "$home/.cache/gtpush";
    }
    $user = function_exists('posix_getuid') ? posix_getuid() : get_current_user();
    return sys_get_temp_dir() . "/gtpush-cache-$user";
}

/** Downloads, verifies and caches the archive's binary at $binary; 0, or the exit code after a message. */
function install($version, $platform, $sha256, $binary)
{
    $base = getenv('GTPUSH_DOWNLOAD_URL');
    $base = is_string($base) && $base !== '' ? rtrim($base, '/') : DOWNLOAD_BASE;
    $archive = "gtpush-$version-$platform.tar.gz";
    $url = "$base/v$version/$archive";
    notice(
        "gtpush: first use of gtpush $version: downloading $url",
        "gtpush：首次使用 gtpush {$version}，正在下载 {$url}"
    );
    $error = '';
    $bytes = download($url, $error);
    if ($bytes === null) {
        return fail(
            "gtpush: cannot download gtpush $version from $url: $error; check the network or the proxy, or set GTPUSH_DOWNLOAD_URL to a mirror that serves v$version/$archive",
            "gtpush：无法从 {$url} 下载 gtpush {$version}：{$error}；请检查网络或代理，或将 GTPUSH_DOWNLOAD_URL 设为提供 v{$version}/{$archive} 的镜像地址"
        );
    }
    $actual = hash('sha256', $bytes);
    if (!hash_equals($sha256, $actual)) {
        return fail(
            "gtpush: $url is not the archive gtpush/gtpush $version pins: its SHA-256 is $actual, the package pins $sha256; nothing was installed (if GTPUSH_DOWNLOAD_URL names a mirror, it serves another file)",
            "gtpush：{$url} 不是 gtpush/gtpush {$version} 固定的文件：其 SHA-256 为 {$actual}，包内固定的是 {$sha256}；未安装任何文件（如果 GTPUSH_DOWNLOAD_URL 指向镜像，该镜像提供的是另一个文件）"
        );
    }
    $program = tar_entry($bytes, 'gtpush');
    if ($program === null) {
        return fail(
            "gtpush: $url holds no gtpush program; nothing was installed",
            "gtpush：{$url} 中没有 gtpush 程序，未安装任何文件"
        );
    }
    $folder = dirname($binary);
    $temporary = $folder . '/.gtpush-' . getmypid() . '-' . bin2hex(random_bytes(4));
    $written = (is_dir($folder) || @mkdir($folder, 0700, true) || is_dir($folder))
        && @file_put_contents($temporary, $program) === strlen($program)
        && @chmod($temporary, 0755)
        && @rename($temporary, $binary);
    if (!$written) {
        @unlink($temporary);
        return fail(
            "gtpush: cannot write $binary; set GTPUSH_CACHE_DIR to a folder you can write",
            "gtpush：无法写入 {$binary}；请将 GTPUSH_CACHE_DIR 设为可写的文件夹"
        );
    }
    return 0;
}

/** The body at $url, or null with $error saying why (the server's status, or the network's error). */
function download($url, &$error)
{
    if (preg_match('#^https?://#i', $url) && !filter_var(ini_get('allow_url_fopen'), FILTER_VALIDATE_BOOLEAN)) {
        $error = 'allow_url_fopen is off in php.ini';
        return null;
    }
    $context = stream_context_create(['http' => [
        'timeout' => 60,
        'follow_location' => 1,
        'max_redirects' => 10,
        'ignore_errors' => true,
        'user_agent' => 'gtpush-composer',
    ]]);
    $warning = '';
    set_error_handler(function ($number, $message) use (&$warning) {
        $warning = $message;
        return true;
    });
    $bytes = file_get_contents($url, false, $context);
    restore_error_handler();
    if ($bytes === false) {
        // "file_get_contents(URL): Failed to open stream: Connection refused" → "Connection refused"
        $reason = preg_replace('/^.*?\): (failed to open stream: )?/is', '', $warning);
        $error = $reason !== '' ? $reason : 'unknown error';
        return null;
    }
    $status = null;
    foreach (isset($http_response_header) ? $http_response_header : [] as $line) {
        if (preg_match('#^HTTP/\S+\s+(\d{3})\b\s*(.*)$#', $line, $match)) {
            $status = [(int) $match[1], trim($match[0])];
        }
    }
    if ($status !== null && $status[0] !== 200) {
        $error = preg_replace('#^HTTP/\S+\s+#', 'HTTP ', $status[1]);
        return null;
    }
    return $bytes;
}

/** The bytes of the regular file named $name (at any depth) in a gzip'd tar, or null. */
function tar_entry($gzip, $name)
{
    $tar = function_exists('gzdecode') ? @gzdecode($gzip) : false;
    if ($tar === false) {
        return null;
    }
    $offset = 0;
    $length = strlen($tar);
    while ($offset + 512 <= $length) {
        $header = substr($tar, $offset, 512);
        if (trim($header, "\0") === '') {
            break;
        }
        $path = rtrim(substr($header, 0, 100), "\0");
        $prefix = substr($header, 257, 5) === 'ustar' ? rtrim(substr($header, 345, 155), "\0") : '';
        if ($prefix !== '') {
            $path = "$prefix/$path";
        }
        $size = octdec(trim(substr($header, 124, 12), " \0"));
        $type = $header[156];
        $offset += 512;
        if (($type === '0' || $type === "\0") && basename($path) === $name) {
            return (string) substr($tar, $offset, $size);
        }
        $offset += (int) ceil($size / 512) * 512;
    }
    return null;
}

/** Runs the binary in this process's place where PHP can, else as a child with the same streams. */
function run($binary, array $arguments)
{
    if (function_exists('pcntl_exec')) {
        @pcntl_exec($binary, $arguments);        // returns only when it could not run it
    }
    $command = [$binary];
    foreach ($arguments as $argument) {
        $command[] = (string) $argument;
    }
    if (PHP_VERSION_ID < 70400) {
        $command = 'exec ' . implode(' ', array_map('escapeshellarg', $command));
    }
    $process = proc_open($command, [0 => STDIN, 1 => STDOUT, 2 => STDERR], $pipes);
    if (!is_resource($process)) {
        return fail("gtpush: cannot run {$binary}", "gtpush：无法运行 {$binary}");
    }
    $code = proc_close($process);
    return $code >= 0 && $code <= 255 ? $code : 1;
}

function chinese()
{
    foreach (['LC_ALL', 'LC_MESSAGES', 'LANG'] as $variable) {
        $value = getenv($variable);
        if (is_string($value) && $value !== '') {
            return strncasecmp($value, 'zh', 2) === 0;
        }
    }
    return false;
}

/** Prints one message (the Chinese one first under a zh locale) and gives the exit code. */
function fail($english, $chinese)
{
    notice($english, $chinese);
    return EXIT_CANNOT_START;
}

function notice($english, $chinese)
{
    fwrite(STDERR, (chinese() ? "$chinese\n" : '') . "$english\n");
}
