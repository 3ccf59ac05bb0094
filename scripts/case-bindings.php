<?php
// What a case's `.set` file binds, in ../shared/tools/cases.sh's form, for the harnesses that run
// a case under GeTui's SDKs (v1-sdk-payload.php, v2-sdk-body.php): a `$name=LITERAL` line binds a
// variable, a `NAME=LITERAL` line defines a constant, `@call F` names the function to call.

/** The variables and the function `$path` names, its constants defined; none without a file. */
function gtpush_case_bindings(?string $path): array {
    $bindings = [];
    $call = null;
    if ($path === null || !is_file($path)) return [$bindings, $call];
    foreach (file($path, FILE_IGNORE_NEW_LINES) as $line) {
        if ($line === '' || $line[0] === '#') continue;
        if (strncmp($line, '@call ', 6) === 0) { $call = substr($line, 6); continue; }
        $at = strpos($line, '=');
        $name = substr($line, 0, $at);
        $value = eval('return ' . substr($line, $at + 1) . ';');
        if ($name[0] === '$') { $bindings[substr($name, 1)] = $value; } else { define($name, $value); }
    }
    return [$bindings, $call];
}

/** What `$function` is called with: each parameter's binding, else its default, else null. */
function gtpush_case_arguments(ReflectionFunction $function, array $bindings): array {
    $arguments = [];
    foreach ($function->getParameters() as $parameter) {
        $arguments[] = array_key_exists($parameter->getName(), $bindings) ? $bindings[$parameter->getName()]
            : ($parameter->isDefaultValueAvailable() ? $parameter->getDefaultValue() : null);
    }
    return $arguments;
}
