import Foundation
import Testing
import PHPCompileChecks
import PHPSyntax

/// Paths and the php binary shared by the corpus tests.
enum ParserCorpus {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The SDK cases, kept in the test fixtures every test target reads.
    static let sdkCases = packageRoot.appendingPathComponent("Tests/Fixtures/SDKCases")

    /// `/usr/bin/php`, or nil when absent (then CI fails and local runs skip).
    static var php: String? {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/php") ? "/usr/bin/php" : nil
    }

    /// Runs `php -l` on every file in one shell loop; returns the files php accepted.
    static func phpAccepts(_ files: [URL]) throws -> Set<String> {
        let script = "for f in \"$@\"; do if /usr/bin/php -n -l \"$f\" >/dev/null 2>&1; then echo \"$f\"; fi; done"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh"] + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-parser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Checks that php accepts exactly `accepted` and that gtpush's parser agrees on every file.
    static func expectAgreement(accepted: [String], rejected: [String]) throws {
        guard requirePHP() else { return }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [(URL, String)] = []
        for (index, code) in (accepted + rejected).enumerated() {
            let url = directory.appendingPathComponent("f\(index).php")
            try Data(code.utf8).write(to: url)
            files.append((url, code))
        }
        let phpAccepts = try phpAccepts(files.map(\.0))
        #expect(phpAccepts == Set(files.prefix(accepted.count).map(\.0.path)), "php disagrees with the lists")
        for (url, code) in files {
            #expect(CompileChecks.parse(SourceFile(path: "f.php", text: code)).diagnostics.isEmpty == phpAccepts.contains(url.path), "\(code)")
        }
    }

    static func requirePHP() -> Bool {
        if php != nil { return true }
        if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("php 8.2 is required at /usr/bin/php in CI") }
        return false
    }

    static let stress = ##"""
<?php
declare(strict_types=1);
namespace App\Push;

use Igetui\{IGtAPNPayload, DictionaryAlertMsg as Alert, function helper};
use function strlen, str_repeat as rep;
use const PHP_EOL;
use \Foo\Bar as Baz;

const VERSION = '1.0', FLAGS = 0x1F | 0b101 | 0o17 | 017 | 1_000;

#[\Attribute(\Attribute::TARGET_CLASS), Another]
abstract class Base implements \Countable, \JsonSerializable
{
    use Helpers, More { helper as protected aliasHelper; More::x insteadof Helpers; }
    public const A = 1;
    final public const NEW = 'new';
    protected static ?array $cache = null, $other = [];
    private int|string $id = 0;
    public readonly \DateTimeInterface&\Stringable $both;
    var $legacy;

    public function __construct(private readonly int $x = 1, protected ?string $y = null, #[Sensitive] public array $z = []) {}
    abstract protected function build(int ...$parts): static;
    public static function &list(array &$a, (A&B)|null $dnf = null): mixed { return $a; }
    public function count(): int { return count($this->cache ?? []); }
    public function jsonSerialize(): mixed { return ['a' => self::A, 'b' => static::NEW, 'c' => $this::A]; }
}

interface Shape extends \Countable, \Stringable { const SIDES = 0; public function area(): float; }
trait Helpers { public function helper() { return __TRAIT__ . __FUNCTION__ . __METHOD__ . __CLASS__ . __LINE__ . __FILE__ . __DIR__ . __NAMESPACE__; } }
trait More { public function x() {} }
final class Impl extends Base { protected function build(int ...$parts): static { return $this; } public function s() { $n = new static; return static::$cache ?? self::$cache ?? parent::class; } }
readonly class Point { public function __construct(public int $x, public int $y) {} }
enum Suit: string implements \JsonSerializable {
    use Helpers;
    case Hearts = 'H';
    case Spades = 'S';
    const Wild = self::Spades;
    public function color(): string { return match ($this) { self::Hearts => 'Red', self::Spades => 'Black', }; }
    public function jsonSerialize(): mixed { return $this->value; }
}
enum Status { case Active; case Inactive; }

function build(string $appid, $msg = "default", &$out = null, ...$rest): ?IGtAPNPayload
{
    global $config, $$dynamic;
    static $count = 0, $cache;
    $apn = new IGtAPNPayload();
    $alertmsg = new Alert;
    $alertmsg->body = "Hello {$msg} and $msg[0] and $msg[key] and $msg[-1] and {$apn->sound} ${appid} ${'app' . 'id'} $apn->badge $apn?->badge";
    $alertmsg->title = <<<EOT
        Title: $appid
          indented {$rest[0]}
        EOT;
    $alertmsg->locKey = <<<'NOW'
    raw $text \n
    NOW;
    $apn->alertMsg = $alertmsg;
    $apn->sound = $msg ?: 'default';
    $apn->badge = $count++ + ++$count - --$count * $count-- ** 2 % 3;
    $apn->contentAvailable = (bool) !empty($rest) ? 1 : 0;
    $apn->category = $rest['cat'] ?? $config['cat'] ?? null;
    $apn->add_customMsg("k", [1, 2, 'x' => [3, 4], ...$rest]);
    $apn->{'dyn' . 'amic'} = $apn->{$msg};
    $apn?->maybe()?->chain;
    $out = &$apn;
    [$a, [$b, , $c]] = [1, [2, 3, 4]];
    list($e, list(, $f)) = [1, [2, 3]];
    ['x' => &$ref] = $arr;
    $x = $a <=> $b;
    $y = $a === $b && $a !== $c || $a == $d xor $a != $e and $a <> $f or $a < $b;
    $z = $a <= $b | $a >= $c & $a > $d ^ ~$a << 2 >> 1;
    $s = 'a' . "b\n\t\x41\u{1F600}" . `ls -la $dir`;
    $i = $a instanceof Base && !$a instanceof Impl;
    $fn = fn(int $x): int => $x * $count;
    $sfn = static fn&(array $a = []) => $a;
    $cl = function (int $x) use ($count, &$cache): int { return $x + $count; };
    $scl = static function () { yield 1; yield 'k' => 2; yield from [3]; $v = yield; return $v; };
    $fc = strlen(...);
    $mc = $apn->add_customMsg(...);
    $sc = Base::list(...);
    $named = str_pad(string: 'x', length: 10, pad_type: STR_PAD_LEFT, array: 1);
    $anon = new class($a, b: 2) extends Base implements Shape { public function area(): float { return 0.0; } protected function build(int ...$parts): static { return $this; } public function __toString(): string { return ''; } };
    $n1 = new Impl;
    $n2 = new ($cls . 'X')(1);
    $n3 = new $cls->name['k'];
    $n4 = (new Impl)->count();
    $c1 = clone $apn;
    $c2 = Base::class;
    $c3 = $apn::class;
    $c4 = Base::{'list'}($arr);
    $c5 = $apn::A;
    $c6 = Base::$cache;
    $v1 = $$a;
    $v2 = ${'a' . 'b'};
    $v3 = $$$a;
    $v4 = @file_get_contents('x');
    $v5 = (string) 1 . (float) '1.5' . (bool) 1 . (array) null . (object) [] . (double) 2 . (integer) 3 . (boolean) 0 . (binary) 'b';
    $v6 = isset($a, $b['c'], $c->d) && empty($e);
    $v7 = 1.5e3 + .5 + 1_0.5 + 0xFF + 9223372036854775808;
    $v8 = $a ? $b : ($c ? $d : $e);
    $v9 = $a ?: $b ?: $c;
    $v10 = print 'x';
    $v11 = throw new \Exception('e');
    $a ??= $b; $a += 1; $a -= 1; $a *= 2; $a /= 2; $a %= 2; $a **= 2; $a .= 'x'; $a &= 1; $a |= 1; $a ^= 1; $a <<= 1; $a >>= 1;
    $x = !$a = foo();
    $x = $a && $b = 2;
    $x = $a and $b = 3;
    $arr[] = 1;
    $arr[0][1] = 2;
    'abc'[0]; [1, 2][0]; PHP_EOL[0]; Base::A[0]; f()(); (function () {})();
    $arr = array(1, 2, array(3), 'k' => &$ref, ...$rest);
    eval('return 1;');
    include 'a.php'; include_once 'b.php'; require 'c.php'; require_once __DIR__ . '/d.php';
    echo 1, 2, 3;
    print("x");
    unset($a, $b['c'],);
    if ($a) { f(); } elseif ($b) { g(); } else if ($c) { h(); } else { i(); }
    if ($a): f(); elseif ($b): g(); else: h(); endif;
    while ($a--) { if ($a) continue; else break; }
    while ($a): $a--; endwhile;
    do { $a++; } while ($a < 10);
    for ($i = 0, $j = 0; $i < 10; $i++, $j++) { continue 1; }
    for (;;): break; endfor;
    foreach ($arr as $k => &$v) { unset($v); }
    foreach ($arr as [$p, $q]): endforeach;
    foreach ($arr as list('a' => $p)) {}
    switch ($a) { case 1; case 2: f(); break; default: g(); }
    switch ($a): case 1: break; endswitch;
    switch ($a) {}
    try { f(); } catch (\TypeError | \ValueError $e) { g(); } catch (\Exception) { } finally { h(); }
    try { f(); } finally { }
    declare(ticks=1) { f(); }
    declare(ticks=1): f(); enddeclare;
    goto end;
    end:
    exit; exit(); exit(1); die; die('x');
    $r = match (true) { $a > 1, $a < -1 => 'big', default => 'small' };
    $h = <<<"H"
      {$a['b']} and $a[1]
      H;
    $label = <<<X

    X;
    return $apn;
}

namespace Other;
function other(): void { echo \App\Push\VERSION, namespace\helper(), \strlen('x'); ?>
inline html <?php echo 'x' ?>
<?php }
$x = 1;
__halt_compiler(); garbage ( { after halt
"""##
}

@Suite struct ParserCorpusTests {
    @Test func sharedCasesParseWithoutDiagnostics() throws {
        let cases = ParserCorpus.sdkCases.appendingPathComponent("cases")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).filter { $0.hasSuffix(".php") }.sorted()
        #expect(names.count >= 24)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: cases.appendingPathComponent(name)))
            let file = SourceFile(path: name, bytes: bytes)
            let bare = !bytes.starts(with: Array("<?php".utf8))
            let tree = CompileChecks.parse(file, startingIn: bare ? .php : .inlineHTML)
            #expect(tree.diagnostics.map(\.formatted) == [], "\(name)")
            #expect(!tree.statements.isEmpty, "\(name)")
        }
    }

    @Test func stressFileParsesCleanly() {
        let tree = CompileChecks.parse(SourceFile(path: "stress.php", text: ParserCorpus.stress))
        #expect(tree.diagnostics.map(\.formatted) == [])
        let dump = SyntaxDump.dump(tree.statements)
        #expect(!dump.contains("(error)"))
        #expect(dump.hasSuffix("(assign (var x) 1) (halt)"))
    }

    static let valid: [String] = [
        "<?php $a = [1, 2, ...$b];",
        "<?php echo $a?->b?->c(); $f = $a->b(...);",
        "<?php $x = match(true) { default => 1 };",
        "<?php fn&($x) => $x;",
        "<?php function f(): never { throw new E; }",
        "<?php $a = <<<A\n  x\n   y\n  A . 'z';",
        "<?php if (1): ?>a<?php elseif (2): ?>b<?php else: ?>c<?php endif ?>",
        "<?php $a->class; $a->list; A::new(); A::NEW; $a->fn; f(list: 1, class: 2);",
        "<?php class A { public function __construct(public readonly int $x = 1,) {} }",
        "<?php $a = $b ? $c : ($d ? $e : $f);",
        "<?php $a = ($b ? $c : $d) ? $e : $f;",
        "<?php $x = !$a = 1; $y = -$b ** 2;",
        "<?php namespace A; use B\\{C, D\\E as F};",
        "<?php abstract class A { abstract function f(); }",
        "<?php $a = (function() { yield 1 => 2; })();",
        "<?php [, $a, , $b] = $c;",
        "<?php $x = \"${a}{$b}$c[1]$d->e\";",
        "<?php static fn() => static::class;",
        "<?php label: goto label;",
        "<?php $a = new class { use T; };",
        "<?php interface I { const A = 1; }",
        "<?php enum E: int { case A = 1 << 2; }",
        "<?php $a = array(1, 'a' => [2], &$b);",
        "<?php switch ($a) { ; case 1: }",
        "<?php try {} catch (A $e) {}",
        "<?php $a = `echo $b`;",
        "<?php $x = $a instanceof ('B');",
        "<?php echo 1 ?>",
        "<?php /**/ $a = 1; # /* in a line comment",
        "<?php $a = 1; // /* in a line comment",
        "plain html only",
        "<?php",
    ]

    static let invalid: [String] = [
        "<?php $a = ;",
        "<?php echo 1",
        "<?php f(1;",
        "<?php if ($a) {",
        "<?php }",
        "<?php 1 < 2 > 3;",
        "<?php $a == $b == $c;",
        "<?php function (",
        "<?php class { }",
        "<?php $a = 1 ? 2 : 3 ? 4 : 5;",
        "<?php new A()->b();",
        "<?php $a = [1 2];",
        "<?php $a->;",
        "<?php foreach ($a as) {}",
        "<?php match($a) { 1 => };",
        "<?php $a = 08;",
        "<?php function f($a $b) {}",
        "<?php class A { public function }",
        "<?php $a{0};",
        "<?php ($a) = 1;",
        "<?php list($a);",
        "<?php f() = 1;",
        "<?php $x = <<<A\n  x\n  A",
        "<?php $a = 1; /* never closed",
        "<?php $a = 1; /** never closed",
        "<?php /*/",
    ]

    @Test func phpLintAgreement() throws {
        guard ParserCorpus.requirePHP() else { return }
        let directory = try ParserCorpus.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [(URL, String)] = []
        for (index, code) in (Self.valid + Self.invalid + [ParserCorpus.stress]).enumerated() {
            let url = directory.appendingPathComponent("s\(index).php")
            try Data(code.utf8).write(to: url)
            files.append((url, code))
        }
        let accepted = try ParserCorpus.phpAccepts(files.map(\.0))
        for (url, code) in files {
            let tree = CompileChecks.parse(SourceFile(path: url.lastPathComponent, text: code))
            if accepted.contains(url.path) {
                #expect(tree.diagnostics.map(\.formatted) == [], "php accepts: \(code)")
            } else {
                #expect(!tree.diagnostics.isEmpty, "php rejects: \(code)")
            }
        }
        // The corpus itself must exercise both sides.
        #expect(accepted.count == Self.valid.count + 1)
    }
}
