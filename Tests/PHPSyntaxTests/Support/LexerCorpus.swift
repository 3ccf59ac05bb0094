import Foundation

/// PHP sources that exercise every lexer construct, including the awkward ones. They are written
/// to a temporary directory at test time and fed to both PHP and our lexer. Inputs that end in
/// an unterminated construct each get their own entry, since that construct eats the rest.
enum LexerCorpus {
    static let files: [(name: String, text: String)] = [
        ("basic.php", basic), ("operators.php", operators), ("numbers.php", numbers),
        ("strings.php", strings), ("heredoc.php", heredoc), ("tags-comments.php", tagsComments),
        ("names-keywords.php", namesKeywords), ("halt.php", "<?php\nfoo();\n__halt_compiler();\nraw <?php data\n?>\nmore"),
        ("halt-close.php", "<?php __HALT_COMPILER() ?>\nraw\ndata"),
        ("halt-short.php", "<?php __halt_compiler /* c */ ("),
        ("unterminated-dq.php", "<?php $x = \"abc $y and {$z"),
        ("unterminated-dq-plain.php", "<?php $x = \"abc\\\""),
        ("unterminated-sq.php", "<?php $x = 'abc\\'"),
        ("unterminated-comment.php", "<?php /* abc\n\n"),
        ("unterminated-doc.php", "<?php /** abc\n"),
        ("unterminated-heredoc.php", "<?php $x = <<<EOT\nabc $x\n  EOTX\n"),
        ("heredoc-at-eof.php", "<?php $x = <<<EOT\nabc\nEOT"),
        ("nowdoc-at-eof.php", "<?php $x = <<<'EOT'\nabc\n  EOT;"),
        ("unterminated-backtick.php", "<?php `ls {$x"),
        ("unterminated-curly.php", "<?php \"{$"),
        ("dollar-end.php", "<?php \"$"),
        ("open-tag-eof.php", "<?php"),
        ("open-tag-upper.php", "<?PHP\techo 1;?>\r\n<?Php\r\necho 2 ?>\r"),
        ("close-tag-eof.php", "<?php echo 1 ?>"),
        ("html-only.php", "<html><? not php ?><?phpx no <?xml x?>"),
        ("echo-tag.php", "a<?=$x?>b<?= 1 ?>\n\nc"),
        ("cr-lines.php", "<?php\r$a = 1;\r// c\r$b = \"x\r$a\r\";\r/* \r\n */\r\n$c\n\r\n"),
        ("bad-bytes.php", "<?php $a\u{0}= 1;\u{0B}\u{0C}\u{7F} $b = 2; \"\u{0}$a\"; // \u{0}\n"),
        ("var-offset-quote.php", "<?php \"$a[\"]\";"),
        ("yield-from-eof.php", "<?php yield from"),
        ("varname-weird.php", "<?php \"${a . 'x'} ${ a} ${a}b ${}\"; "),
        ("property-comments.php", "<?php $a->#[x\nb; $a->/*c*/b; $a->//c\nb; $a->/** d */b; $a?->#c\n/**/ # d\nlist;"),
        ("heredoc-in-interp.php", "<?php \"{$a[<<<X\n  k\n  X]} $b\";\n"),
    ]

    static let basic = #"""
    <?php
    declare(strict_types=1);

    namespace App\Push;

    use GeTui\IGtPush;
    use function Foo\bar as baz;

    require_once dirname(__FILE__) . '/' . 'IGt.Push.php';

    /**
     * Builds an APNs payload.
     */
    final class Builder extends Base implements \JsonSerializable
    {
        public const HOST = 'http://sdk.open.api.igexin.com/apiex.htm';
        private static ?array $cache = null;
        protected readonly int $n;

        public function __construct(private string $appKey = "key", int ...$rest) {
            parent::__construct();
            $this->n = count($rest);
        }

        public function build(array &$out, &...$refs): IGtAPNPayload {
            $template = new IGtTransmissionTemplate();
            $template->set_appId(APPID);
            $template->set_transmissionType(2);
            $apn = new IGtAPNPayload();
            $alertmsg = new DictionaryAlertMsg();
            $alertmsg->body = "body";
            $alertmsg->actionLocKey = "ActionLockey";
            $alertmsg->locArgs = array("locargs");
            $apn->alertMsg = $alertmsg;
            $apn->badge = 7;
            $apn->sound = "";
            $apn->add_customMsg("payload", "payload");
            $apn->contentAvailable = 1;
            $apn->category = "ACTIONABLE";
            $template->set_apnInfo($apn);
            $x = $a ? $b : ($c ?: $d ?? $e);
            $fn = fn($x) => $x * 2;
            $m = match (true) { $a > 1, $a < -1 => 'big', default => 'small' };
            static fn() => null;
            foreach ($list as $k => &$v) { unset($v); }
            list('a' => $q, 'b' => [$r, $s]) = $arr;
            try { throw new \Exception('x'); } catch (\Exception | \Error $e) { } finally { }
            if ($a): echo 1; elseif ($b): echo 2; else: echo 3; endif;
            while (false): endwhile;
            switch ($x) { case 1: break; default: continue 2; }
            goto end;
            end:
            return $apn;
        }
    }

    enum Suit: string { case Hearts = 'H'; }
    interface I {} trait T { abstract public function f(); }
    $obj?->prop?->method();
    $cls::$static; $cls::CONST; Foo::class; $obj::class;
    print "done\n";
    echo __LINE__, __DIR__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__, __CLASS__;
    exit(0); die; eval('1;'); clone $a; $a instanceof B; isset($a); empty($a);
    global $g; var_dump(...$args); include 'a.php'; include_once 'b.php'; require 'c.php';
    $a = [1, 2, 3,]; $b = array(1 => 'a'); echo $a[0]{0} ?? null;
    """#

    static let operators = #"""
    <?php
    $a = 1 + 2 - 3 * 4 / 5 % 6 ** 7;
    $a += 1; $a -= 1; $a *= 1; $a /= 1; $a .= 1; $a %= 1; $a **= 1; $a ??= 1;
    $a &= 1; $a |= 1; $a ^= 1; $a <<= 1; $a >>= 1; $a << 1 >> 2; ~$a; !$a; @$a;
    $a == $b; $a != $b; $a <> $b; $a === $b; $a !== $b; $a < $b; $a > $b; $a <= $b; $a >= $b; $a <=> $b;
    $a && $b || $c and $d or $e xor $f; $a & $b | $c ^ $d;
    $a++; $a--; ++$a; --$a; $a ? $b : $c; $a ?: $b; $a ?? $b; $a?->b; $a->b; A::b; \A\b;
    $x = &$y; $f = function &(&$z, & ...$w) use (&$v) {}; $a & $b; $a &$b; $a & ...$c; $a &&$b; $a &= $b;
    $a . $b; $a...$b; [...$a]; $a = (int)$b . (integer)$b . ( int )$b . (	float	)$b . (double)$b . (real)$b;
    $a = (string)$b . (binary)$b . (array)$b . (object)$b . (bool)$b . (boolean)$b . (unset)$b . (INT)$b;
    $a = (int $b) . (intx)$b . ( int$b . (
    int)$b . (in t)$b;
    #[Attr, Other(1)] function f() {}
    #[\Foo\Bar(x: 1)]
    $a = $b<<<$c;
    $a = $b <<<< $c;
    $$a; $$$a; ${'a'}; $a::{'b'}(); $a->{'b'}; $a->$b; $a->b->c; $a -> b; $a -> /* c */ class; $a->class->list;
    $a?-> b; $a->0; $a->{0}; $a ->
      foo;
    $a = 1 <=> 2 ?->  3; $a-->b;
    """#

    static let numbers = #"""
    <?php
    0; 1; 42; 0777; 0o17; 0O17; 0x1F; 0X1f; 0b101; 0B11; 1_000_000; 0x7FFF_FFFF; 0b1_0; 0o1_7; 01_7;
    9223372036854775807; 9223372036854775808; 99999999999999999999999; 0x7FFFFFFFFFFFFFFF; 0x8000000000000000;
    0xFFFFFFFFFFFFFFFFFF; 0b111111111111111111111111111111111111111111111111111111111111111;
    0b1111111111111111111111111111111111111111111111111111111111111111; 0777777777777777777777; 01777777777777777777777;
    0o777777777777777777777; 0o1000000000000000000000; 0000000000000000000000000000001; 0x0000000000000000000001;
    1.5; .5; 1.; 1.e3; 1e3; 1E-3; 1e+3; .5e10; 1_0.5_5; 1_0e1_0; 1e; 1e+; 1ex; 0x; 0xg; 0b2; 0o8; 1__0; 1_; 1._5;
    1..2; 1...2; [1...$a]; 1.2.3; 0.0; 00.5; 09.5; 0e0; 1e999; 1.5e; $a.5; $a . 5; 1 .5;
    """#

    static let strings = #"""
    <?php
    'single'; 'it\'s'; 'back\\slash'; 'multi
    line'; b'bin'; B'bin'; b"bin"; b"bin $x"; "plain"; "esc \" \\ \n \t \$x {\$x}"; "";
    "$a"; "$a $b"; "$a[0]"; "$a[12]"; "$a[-1]"; "$a[-0]"; "$a[0x1]"; "$a[01]"; "$a[0b1]"; "$a[1_0]";
    "$a[9999999999999999999999]"; "$a[x]"; "$a[$b]"; "$a[ x]"; "$a['x']"; "$a[\"x\"]"; "$a[x y]"; "$a[-x]";
    "$a[x]y]"; "$a[]"; "$a[#]"; "$a[\x]"; "$a[@]"; "$a[{]"; "$a->b"; "$a->b->c"; "$a?->b"; "$a?->b?->c";
    "$a->"; "$a->1"; "$a-> b"; "$a?->"; "$a?-"; "{$a}"; "{$a['x']}"; "{$a->b->c()}"; "{$a[1][2]}";
    "{ $a}"; "{\$a}"; "\{$a}"; "${a}"; "${a['x']}"; "${a}[b]"; "${a->b}"; "${ a }"; "${$a}"; "${1}";
    "$"; "$1"; "$ a"; "{$"; "{"; "}"; "$$a"; "$a$b"; "{$a}{$b}"; "x{$a}y${b}z$c";
    "\u{1F600} \x41 \101 \400 \xZ \e \v \f \0"; "$a-"; "$a->b[0]"; "$a[0]->b"; "$a[0][1]";
    `ls $dir {$x} \` ${y}`; `plain`; ``;
    "multi
    line $a
    end";
    "$a[0
    ]";
    "é $é {$é} $aé[é]";
    "$a[0x]"; "$a[0b]"; "$a[00]"; "$a[1e3]"; "$a[1.5]"; "$a[k]]"; "$a[\$x]";
    "${a[0]}"; "${a}}"; "${a"; "${a b}";
    """#

    static let heredoc = #"""
    <?php
    $a = <<<EOT
    plain text
    EOT;
    $b = <<<"EOT"
      quoted $x and {$y['k']} and ${z} \$no \{$yes}
      EOT;
    $c = <<<'EOT'
        nowdoc $x {$y} \n
        EOT;
    $d = <<<EOT
    EOT;
    $e = <<<  EOT
      indented close
        more
      EOT, $f = <<<EOT
    x
    EOT);
    $g = [<<<A
      one
      A, <<<B
      two
      B];
    $h = <<<EOT
    EOTX
    EOT_
    EOT1
     EOT
    ;
    $i = <<<EOT
    line $a[0] $a->b $a?->c
    $x
    EOT;
    $j = <<<EOT
    trailing backslash \
    EOT;
    $k = b<<<EOT
    bin
    EOT;
    $l = <<<EOT

    blank first

    EOT;
    $m = <<<EOT
    	tab
    	EOT;
    $n = <<<'EOT'
    EOT;
    $o = <<<EOT
    {$a}
    EOT;
    $p = <<<EOT
    $a
    EOT;
    $q = <<<EOT
    \r\n raw {$a[<<<INNER
      x
      INNER]}
    EOT;
    $r = << <EOT;
    $s = <<<EOT x
    ;
    $t = <<<"EOT'
    ;
    $u = <<<EOT
    a EOT
    EOT;
    $v = <<< 'N'
     N;
    $w = <<<EOT
    $
    {
    {$
    EOT;
    """#

    static let tagsComments = #"""
    <html>
    <body><?php echo "x"; ?>
    <p><?= $y ?></p>
    <?php // line comment ?> after
    <?php # hash comment ?>
    <?php
    // comment
    # comment
    #[Attr]
    /* block */
    /** doc */
    /**doc-not*/
    /**/
    /***/
    /**
     * real doc
     */
    /*/ still comment */
    $a = 1; // trailing ?>
    text with <? short ?> and <?xml ?> and <?phpx
    <?php
    $b = 2 # hash ?>

    <?php $c = 3; ?>
    <?php
    ?>
    <?php if ($a): ?>yes<?php else: ?>no<?php endif ?>
    <?php
    // comment ending file without newline ?>
    """#

    static let namesKeywords = #"""
    <?php
    namespace Foo\Bar;
    namespace\Baz; \Foo; \Foo\Bar; Foo\Bar\Baz; Foo\ Bar; Foo\; \; new\Foo; NAMESPACE\X; namespacex\Y;
    Foo\class; \list; class\Foo; Foo \ Bar;
    ABSTRACT array AS Break callable case catch class clone const continue declare default do echo
    else elseif empty enddeclare endfor endforeach endif endswitch endwhile eval exit die extends final
    finally fn for foreach function global goto if implements include include_once instanceof insteadof
    interface isset list and or xor match namespace new print private protected public readonly require
    require_once return static switch throw trait try unset use var while yield
    __CLASS__ __DIR__ __FILE__ __FUNCTION__ __LINE__ __METHOD__ __NAMESPACE__ __TRAIT__ __halt_compilerx
    enum Foo {} enum(1); enum::X; enum extendsX; enum Extends; enum implements; enum
      Foo; enum/**/Foo; enum $x; enum;
    readonly(1); readonly class X {} Readonly function () {};
    yield from $x; yield  from $x; yield
    from $x; yield fromx; yield/**/from $x; Yield From $x; yieldfrom;
    Foo::new; Foo::class; Foo::list(); Foo::enum; Foo::yield from; $a::exit; $a->new; $a?->fn; $a->Foo\Bar;
    exit; die(); DIE;
    $größe = 1; $日本 = 2; 日本(); $_ = 3; $a1 = 4; $1 = 5; ${'x'};
    function &f() {} fn&($x) => $x;
    """#
}
