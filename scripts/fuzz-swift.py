#!/usr/bin/env python3
"""Fuzzes `gtpush swift`: random payload-building PHP in, generated builders type-checked out.

Each round writes a batch of random PHP files (functions, methods and scripts that build payloads
from a grammar of what backends write: fields, alerts, branches, loops, switch, match, built-ins,
helpers, classes), runs `gtpush swift` on each, and type-checks every builder it wrote against the
GTPushRuntime module with -warnings-as-errors. A builder that does not compile is a finding: the
PHP and the Swift are kept under .build-fuzz/swift/findings/. A crash or a hang of gtpush is one
too. What gtpush refuses to translate (a warning naming the construct) is counted, not a finding.

Usage: scripts/fuzz-swift.py [SECONDS] [--seed N] [--batch N]   (a debug build of gtpush first;
GTPUSH and GTPUSH_MODULES name another binary and module folder, so a long run survives rebuilds)
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GTPUSH = os.environ.get("GTPUSH", os.path.join(ROOT, ".build/debug/gtpush"))
MODULES = os.environ.get("GTPUSH_MODULES", os.path.join(ROOT, ".build/debug/Modules"))
PHP = shutil.which("php")
OUT = os.path.join(ROOT, ".build-fuzz/swift")

FIELDS = ["sound", "badge", "contentAvailable", "category", "autoBadge", "apnsCollapseId", "voicePlayType", "voicePlayMessage"]
ALERT_FIELDS = ["title", "body", "subtitle", "actionLocKey", "locKey", "launchImage", "titleLocKey"]
LIST_FIELDS = ["locArgs", "titleLocArgs"]
BUILTINS = ["strtoupper", "strtolower", "trim", "strlen", "intval", "strval", "md5", "ucfirst", "json_encode", "count", "implode", "substr", "str_repeat", "mb_substr", "sprintf", "date", "is_array", "array_merge", "str_replace", "explode"]


class Generator:
    def __init__(self, rng):
        self.rng = rng
        self.params = []

    def literal(self):
        r = self.rng.random()
        if r < 0.3:
            return '"' + self.rng.choice(["", "0", "hi", "com.gexin.ios.silence", "default", "订单", "1x", " 1"]) + '"'
        if r < 0.55:
            return str(self.rng.choice([0, 1, -1, 2, 7, 100, 2**31, 10**15]))
        if r < 0.65:
            return self.rng.choice(["true", "false", "null"])
        if r < 0.75:
            return self.rng.choice(["1.5", "1e14", "0.1", "-0.0"])
        return "[" + ", ".join(self.literal() for _ in range(self.rng.randint(0, 3))) + "]"

    def value(self, depth=0):
        r = self.rng.random()
        if depth > 2 or r < 0.35:
            return self.literal()
        if r < 0.55 and self.params:
            return "$" + self.rng.choice(self.params)
        if r < 0.65:
            return "(%s . %s)" % (self.value(depth + 1), self.value(depth + 1))
        if r < 0.72:
            return "(%s) + (%s)" % (self.value(depth + 1), self.value(depth + 1))
        if r < 0.80:
            return "(%s ? %s : %s)" % (self.value(depth + 1), self.value(depth + 1), self.value(depth + 1))
        if r < 0.85:
            return "(%s ?: %s)" % (self.value(depth + 1), self.value(depth + 1))
        if r < 0.95:
            name = self.rng.choice(BUILTINS)
            args = {"str_repeat": 2, "implode": 2, "explode": 2, "substr": 2, "mb_substr": 2, "sprintf": 2, "date": 1, "array_merge": 2, "str_replace": 3}.get(name, 1)
            return "%s(%s)" % (name, ", ".join(self.value(depth + 1) for _ in range(args)))
        return "(int)" + self.value(depth + 1)

    def statements(self, depth=0):
        lines = []
        for _ in range(self.rng.randint(1, 6)):
            r = self.rng.random()
            if r < 0.35:
                lines.append("$apn->%s = %s;" % (self.rng.choice(FIELDS), self.value()))
            elif r < 0.45:
                lines.append("$alert->%s = %s;" % (self.rng.choice(ALERT_FIELDS), self.value()))
            elif r < 0.5:
                lines.append("$alert->%s = [%s];" % (self.rng.choice(LIST_FIELDS), self.value()))
            elif r < 0.58:
                lines.append("$apn->add_customMsg(%s, %s);" % (self.value(), self.value()))
            elif r < 0.66 and depth < 2:
                cond = self.value()
                body = self.statements(depth + 1)
                other = self.statements(depth + 1) if self.rng.random() < 0.5 else []
                lines.append("if (%s) {" % cond)
                lines += ["    " + l for l in body]
                if other:
                    lines.append("} else {")
                    lines += ["    " + l for l in other]
                lines.append("}")
            elif r < 0.72 and depth < 2:
                lines.append("foreach (%s as $k => $v) {" % self.rng.choice(["['a' => 1, 'b' => 2]", "[1, 2, 3]", "[]"]))
                lines.append("    $apn->add_customMsg($k, $v);")
                lines.append("}")
            elif r < 0.78 and depth < 2 and self.params:
                p = "$" + self.rng.choice(self.params)
                lines.append("switch (%s) {" % p)
                lines.append("    case %s:" % self.literal())
                lines += ["        " + l for l in self.statements(depth + 1)]
                lines.append("        break;")
                lines.append("    default:")
                lines += ["        " + l for l in self.statements(depth + 1)]
                lines.append("}")
            elif r < 0.83 and self.params:
                lines.append("$apn->sound = match (%s) { %s => %s, default => %s };" % ("$" + self.rng.choice(self.params), self.literal(), self.value(), self.value()))
            elif r < 0.88:
                lines.append("$apn->badge += %s;" % self.rng.choice(["1", "2", "-1"]))
            elif r < 0.93:
                lines.append("isset($%s) && $apn->category = %s;" % (self.rng.choice(self.params or ["x"]), self.value()))
            else:
                lines.append("$apn->alertMsg = %s;" % self.rng.choice(["$alert", "$simple", '""', "null"]))
        return lines

    def payload_body(self):
        lines = ["$apn = new IGtAPNPayload();", "$alert = new DictionaryAlertMsg();", "$simple = new SimpleAlertMsg();",
                 "$simple->alertMsg = %s;" % self.value()]
        lines += self.statements()
        if self.rng.random() < 0.6:
            lines.append("$apn->alertMsg = $alert;")
        lines += ["$template = new IGtTransmissionTemplate();", "$template->set_apnInfo($apn);", "return $template;"]
        return lines

    def program(self, index):
        self.params = self.rng.sample(["kind", "title", "sound", "count", "flag", "name"], self.rng.randint(0, 3))
        params = ", ".join("$" + p for p in self.params)
        body = "\n".join("    " + l for l in self.payload_body())
        if self.rng.random() < 0.3:
            method = "\n".join("        " + l for l in self.payload_body())
            props = "".join("    public $%s = %s;\n" % (p, self.literal()) for p in self.params)
            fetches = "".join("        $%s = $this->%s;\n" % (p, p) for p in self.params)
            return "<?php\nclass Push%d\n{\n%s    public function build()\n    {\n%s%s\n    }\n}\n" % (index, props, fetches, method)
        return "<?php\nfunction build%d(%s)\n{\n%s\n}\n" % (index, params, body)


def typecheck(files):
    result = subprocess.run(["swiftc", "-typecheck", "-warnings-as-errors", "-I", MODULES] + files, capture_output=True, text=True)
    return result.returncode == 0, result.stderr


def main():
    args = sys.argv[1:]
    seconds = int(args[0]) if args and args[0].isdigit() else 60
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else int(time.time())
    batch = int(args[args.index("--batch") + 1]) if "--batch" in args else 40
    if not os.path.exists(GTPUSH):
        sys.exit("fuzz-swift: build gtpush first (swift build)")
    rng = random.Random(seed)
    generator = Generator(rng)
    os.makedirs(os.path.join(OUT, "findings"), exist_ok=True)
    started = time.time()
    programs = builders = skipped = findings = rounds = invalid = 0
    while time.time() - started < seconds:
        rounds += 1
        work = tempfile.mkdtemp(prefix="gtpush-fuzz-swift-")
        swift_files = {}
        for index in range(batch):
            php = os.path.join(work, "p%d.php" % index)
            with open(php, "w") as handle:
                handle.write(generator.program(index))
            # Only PHP that `php -l` accepts is a fair input.
            if PHP and subprocess.run([PHP, "-l", php], capture_output=True).returncode != 0:
                invalid += 1
                continue
            out = os.path.join(work, "out%d" % index)
            try:
                run = subprocess.run([GTPUSH, "swift", "--output", out, php], capture_output=True, text=True, timeout=20)
            except subprocess.TimeoutExpired:
                findings += 1
                shutil.copy(php, os.path.join(OUT, "findings", "hang-%d-%d.php" % (seed, programs)))
                continue
            programs += 1
            if run.returncode < 0 or run.returncode > 2:
                findings += 1
                shutil.copy(php, os.path.join(OUT, "findings", "crash-%d-%d.php" % (seed, programs)))
                continue
            skipped += run.stderr.count("warning:")
            if os.path.isdir(out):
                for name in os.listdir(out):
                    if name.endswith(".swift"):
                        swift_files[os.path.join(out, name)] = php
        builders += len(swift_files)
        ok, _ = typecheck(list(swift_files)) if swift_files else (True, "")
        if not ok:
            for swift, php in swift_files.items():
                alone, errors = typecheck([swift])
                if not alone:
                    findings += 1
                    stem = os.path.join(OUT, "findings", "typecheck-%d-%d" % (seed, findings))
                    shutil.copy(php, stem + ".php")
                    shutil.copy(swift, stem + ".swift")
                    with open(stem + ".txt", "w") as handle:
                        handle.write(errors)
        shutil.rmtree(work, ignore_errors=True)
    print("fuzz-swift: seed %d, %d s, %d rounds, %d programs (%d more refused by php -l), %d builders type-checked, %d skipped with a warning, %d findings (%s)"
          % (seed, int(time.time() - started), rounds, programs, invalid, builders, skipped, findings, os.path.relpath(os.path.join(OUT, "findings"), ROOT)))
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
