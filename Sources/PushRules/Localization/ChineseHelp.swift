/// The commands' `--help` in Simplified Chinese. The English help stays beside each command's
/// code (`static let help`), where options are added; `CatalogueTests` checks that every option
/// the English help names is named here too.
extension ChineseCatalogue {
    static let help: [String: String] = [
        "help.main": """
        gtpush %{version}：读取构建个推（GeTui）iOS 推送的 PHP 代码（v1 SDK、v2 RestAPI SDK 或 REST 原始请求体），
        预览实际发送的 JSON，检查静默推送是否真的静默，就地修复，把 v1 代码迁移到 v2，并生成 Swift 构建代码。

        用法：gtpush <命令> [选项]

        命令：
          preview FILE...     每个推送的 JSON（--exact：SDK 发送的原始字节）
          check PATH...       每个推送的类型和命中的每条规则（GT101–GT610）
          fix PATH...         就地修复静默推送的配置（--dry-run：只输出 diff）
          explain FILE...     手机收到每个推送后会怎样
          migrate PATH...     把 v1 推送代码改写为 v2，并证明手机收到的内容不变
          swift FILE...       Swift 构建代码（--output DIR）
          generate            为 Templates/ 生成预览、修复后的 PHP 和 Swift 构建代码到 Generated/
          parse PATH...       解析 PHP 文件并报告语法错误
          rules [GTnnn]       所有规则（编号、级别、名称、摘要），或一条规则的文档

        不带命令时，若 Templates/（或 gtpush.json 的 "templates"）中有构建推送的 PHP，gtpush 执行
        `generate`，其他地方输出本帮助。
        `gtpush <命令> --help` 说明该命令。本目录或上级目录（直到仓库根目录）中的 gtpush.json
        为每个命令提供路径、排除项、规则、意图和基线；--config FILE 指定另一个文件。
        每个命令都接受 --lang en|zh-Hans（默认取自 LANG/LC_ALL）和 --no-color。
        """,
        "help.check": """
        用法：gtpush check PATH... [--format %{identifiers}] [--intent silent|normal|mixed]
                                   [--disable GTnnn]... [--sounds DIR] [--set NAME=LITERAL]...
                                   [--function NAME] [--include-vendor] [--include-sdk] [--fail-on error|warning|note] [--quiet]

        按 SDK 实际发送的字节判断每个推送的类型（silent 静默、normal 普通、mixed 混合、
        audible-background 有声后台、badge-only 仅角标、sound-only 仅声音、rejected 被拒绝），
        并报告 GT001–GT502 的每条规则。
        %{formats}
          --intent KIND      每个推送本应是什么，除非 `gtpush:` 注释或表示静默的命名另有说明
          --disable GTnnn    本次运行关闭一条规则（可重复）；推送上方注释中的 `gtpush: disable GTnnn`
                             只在该推送上关闭它
          --sounds DIR       应用的声音文件目录，用来检查声音名（GT502）
          --set NAME=LIT     把 $变量 或 常量 绑定为一个 PHP 字面量（可重复）
          --function NAME    只检查该函数构建的推送
          --include-vendor   也遍历 vendor/ 目录（隐藏目录总是跳过）
          --include-sdk      把项目中的个推 SDK 副本当作项目代码分析（GT004 默认跳过它们）
          --fail-on LEVEL    出现 LEVEL 或更严重的问题时退出码为 1：error（默认）、warning 或 note
          --quiet            只报告错误：不输出警告、提示和汇总行
          --generate-baseline FILE  把本次运行的所有问题写入 FILE，退出码为 0
          --baseline FILE    隐藏 FILE 中记录的问题（默认：gtpush.json 的 "baseline"）；按文件、规则、
                             函数和该行的代码匹配，不按行号
          --config FILE      读取 FILE，而不是在本目录或上级目录中找到的 gtpush.json
          --exclude GLOB     排除匹配的文件和目录（可重复；`legacy`、`src/**/*.md`）
          --jobs N           同时读取和分析 N 个文件（默认：每个核心一个）
          --allow-include DIR  也允许 include 读取项目之外的 DIR（可重复）
        行尾或单独上一行的 `// gtpush-ignore GTnnn[,GTmmm]` 在该处屏蔽这些规则；
        `// gtpush-ignore-file GTnnn` 在整个文件中屏蔽。`gtpush rules` 列出所有规则。
        退出码 0：没有 --fail-on 级别的问题；1：有该级别的问题；2：用法错误或输入无法读取。
        """,
        "help.preview": """
        用法：gtpush preview FILE... [--exact] [--function NAME] [--include-sdk] [--set NAME=LITERAL]... [--apns BUNDLE_ID [--apns-dir DIR]]

        输出 PHP 构建的每个推送的 JSON。
          （默认）           格式化输出，UTF-8 不转义，键按 SDK 的顺序；未知值显示为 "{{表达式}}"
          --exact            每个推送一行，与 SDK 发送的字节完全一致；有未知值时退出码为 1 并列出它们，
                             SDK 会抛出异常时退出码为 1 并给出 SDK 自己的报错
          --function NAME    只输出该函数构建的推送（参数用 --set 绑定）
          --set NAME=LIT     把 $变量 或 常量 绑定为一个 PHP 字面量（可重复）
          --apns BUNDLE_ID   iOS 模拟器的推送文件（加上 "Simulator Target Bundle"）；只能有一个推送，
                             且不能有未知值（用 --set 绑定）
          --apns-dir DIR     与 --apns 一起使用：在 DIR 中为每个推送写一个 FILE-LINE.apns
          --include-sdk      把项目中的个推 SDK 副本当作项目代码分析（GT004 默认跳过它们）
          --config FILE      读取 FILE，而不是在本目录或上级目录中找到的 gtpush.json
          --exclude GLOB     排除匹配的文件和目录（可重复；`legacy`、`src/**/*.md`）
          --jobs N           同时读取和分析 N 个文件（默认：每个核心一个）
          --allow-include DIR  也允许 include 读取项目之外的 DIR（可重复）
        """,
        "help.fix": """
        用法：gtpush fix PATH... [--dry-run] [--intent silent|normal|mixed] [--silent-badge N]
                                 [--set NAME=LITERAL]... [--function NAME] [--include-vendor]

        用规则的安全修复（GT101、GT102、GT103、GT201、GT202、GT402、GT601、GT602）就地修复静默推送配置：
        每个修复只改写一个赋值的右侧或插入一条语句，文件的其他字节保持不变（注释、缩进、CRLF、BOM、编码、权限）。
        只替换普通赋值语句的右侧；引用赋值（`= &`）或嵌在更大表达式中的赋值只报告、不修改。
        v2 代码按它自己的写法修复：改写设置方法的参数或数组项的值，删除 `setAlert` 调用语句或 `alert` 项
        （连同它所在的行或它的逗号），加上 `setContentAvailable(1)` 语句或 `"content-available" => 1` 项，
        把拼错的键改名；结果被使用的调用、或粘着注释的项只报告、不修改。
        无法解析的文件永远不会被修改；只有修复后的代码能解析、且重新检查不再有目标错误时才写入。
        有其他名字（硬链接）的文件就地写入，新内容落盘之前旧内容保存在 NAME.gtpush-backup 中；
        fix 发现这样的文件时会说明并不改动两者（退出码 1）：请把正确的内容留在文件中，然后删除 NAME.gtpush-backup。
          --dry-run          输出统一 diff（git apply 可用），不写任何文件
          --intent KIND      每个推送本应是什么，除非 `gtpush:` 注释或表示静默的命名另有说明
          --silent-badge N   静默推送会让 SDK 抛异常时加上的角标（默认 1）
          --set NAME=LIT     把 $变量 或 常量 绑定为一个 PHP 字面量（可重复）
          --function NAME    只修复该函数构建的推送
          --disable ID, --sounds DIR   与 check 相同：被关闭的规则也不修复
          --include-vendor   也遍历 vendor/ 目录
          --config FILE      读取 FILE，而不是在本目录或上级目录中找到的 gtpush.json
          --exclude GLOB     排除匹配的文件和目录（可重复；`legacy`、`src/**/*.md`）
          --jobs N           同时读取和分析 N 个文件（默认：每个核心一个）
          --allow-include DIR  也允许 include 读取项目之外的 DIR（可重复）
        `-` 从标准输入读取，修复后的代码写到标准输出。
        只有当推送的意图已声明（`// gtpush: silent`）、由命名表明（函数或变量名中含 `silent`、`silence`、
        `quiet` 或 `jingmo`）、通过 --intent 给出，或在每条路径上都尝试了静默推送时，才会修改它；
        只有静默意图是声明的、命名的或给出的，才会删除带文字的 alert。每个有意不修改的推送都有一行
        `left alone:` 说明原因。
        退出码 0：没有需要修复的；1：有无法修复的；2：用法错误或输入无法读取；
        使用 --dry-run 时，会有修改也返回 1。
        """,
        "help.explain": """
        用法：gtpush explain FILE... [--intent silent|normal|mixed] [--set NAME=LITERAL]... [--function NAME] [--include-sdk]
              gtpush explain GTnnn

        对每个推送：它的类型、决定类型的事实，以及应用在前台、后台和未运行时手机的表现
        （横幅、声音、运行哪个应用回调、透传内容何时到达）。参数是规则编号而不是文件时，
        输出该规则的文档（与 `gtpush rules GTnnn` 相同）。

          --include-sdk      把项目中的个推 SDK 副本当作项目代码分析（GT004 默认跳过它们）
          --config FILE      读取 FILE，而不是在本目录或上级目录中找到的 gtpush.json
          --exclude GLOB     排除匹配的文件和目录（可重复；`legacy`、`src/**/*.md`）
          --jobs N           同时读取和分析 N 个文件（默认：每个核心一个）
          --allow-include DIR  也允许 include 读取项目之外的 DIR（可重复）
        """,
        "help.swift": """
        用法：gtpush swift FILE... (--output DIR | --combined FILE) [--root DIR] [--access public|package|internal]
                         [--set NAME=LITERAL]...

        为每个构建推送的函数、类方法和顶层代码片段写一个 Swift 构建类型到 DIR，它们都导入 GTPushRuntime。
        每个构建类型的 jsonData() 返回与 SDK 完全一致的字节。无法翻译的代码只跳过那一个构建类型并给出警告
        （其余照常写出，退出码 0）；函数前的 `// gtpush: no-swift` 注释让它不生成。
          --output DIR       输出目录（不存在时创建）
          --combined FILE    全部写进一个文件，文件名在运行前就已知（SwiftPM 构建插件使用）
          --root DIR         文件头中的源文件路径相对于 DIR（构建插件传入包目录；默认：项目根目录），各台机器输出相同
          --access LEVEL     构建类型的访问级别：public（默认）、package 或 internal（也可写 --access-level）
          --set NAME=LIT     构建类型初始化方法中 $变量 或 常量 的默认值（可重复）
          --config FILE      读取 FILE，而不是在本目录或上级目录中找到的 gtpush.json
          --exclude GLOB     排除匹配的文件和目录（可重复；`legacy`、`src/**/*.md`）
          --jobs N           同时读取和分析 N 个文件（默认：每个核心一个）
          --allow-include DIR  也允许 include 读取项目之外的 DIR（可重复）
        """,
        "help.generate": """
        用法：gtpush generate [--templates DIR] [--output DIR] [--check]

        为每个 Templates/NAME.php 写出 Generated/json/NAME.json（格式化预览）、
        Generated/php/NAME.php（有修复时为修复后的 PHP）、Generated/swift/TYPE.swift（每个构建推送的
        函数一个 Swift 构建类型，导入 GTPushRuntime）和 Generated/REPORT.md（检查结果表格）。
        Generated/.gtpush-manifest 列出写过的文件：不再生成的文件，只有在清单中列出且字节未变时才删除；
        目录中的其他内容不会被改动。输出位置上已有不是 gtpush 写的文件（不在清单中，也没有 gtpush
        的文件头）时，整次运行在写入任何文件之前停止，退出码为 1。
          --templates DIR    模板目录（默认：Templates）
          --output DIR       输出目录（默认：Generated）
          --check            不写任何文件；有过期文件时退出码为 1 并列出它们
          --config FILE      要校验的 gtpush.json，代替在本目录或上级目录中找到的那个
          --jobs N           同时分析 N 个模板（默认：每个核心一个）
        """,
        "help.parse": """
        用法：gtpush parse PATH... [--syntax-only] [--stats] [--include-vendor]
              gtpush parse --tokens FILE
              gtpush parse --tree FILE

        解析路径下的每个 PHP 文件（目录递归：*.php、*.md、*.txt；`-` 表示标准输入），
        以 path:line:column: error: message 的形式输出语法错误；对语法正确的文件，
        还输出 PHP 编译它时遇到的第一个错误（即 `php -l` 报告的错误）。
        有错误时退出码为 1，路径无法读取时为 2，否则为 0。
          --syntax-only      只报告语法错误，不报告 PHP 编译时发现的错误
          --stats            在标准错误上输出文件数、字节数、词法单元数和耗时
          --include-vendor   也遍历 vendor/ 目录
          --tokens FILE      按 token_get_all 的命名逐行输出 FILE 的词法单元：
                             NAME<TAB>line<TAB>"text"（单字符的词法单元以它自身命名）
          --tree FILE        把 FILE 的语法树输出为一行 JSON：{"path", "statements", "errors"}，
                             每个节点为 {"node": 种类, …各部分, "range": [起, 止]}
          --config FILE      读取 FILE，而不是在本目录或上级目录中找到的 gtpush.json
          --exclude GLOB     排除匹配的文件和目录（可重复；`legacy`、`src/**/*.md`）
          --jobs N           同时读取和分析 N 个文件（默认：每个核心一个）
          --allow-include DIR  也允许 include 读取项目之外的 DIR（可重复）
        """,
        "help.rules": """
        用法：gtpush rules [GTnnn] [--docs DIR [--check]]

        列出所有规则：编号、级别、名称和摘要。带规则编号时，输出该规则的文档：它发现什么问题、
        会触发和不会触发的示例，以及 `gtpush fix` 的修改。--docs DIR 为每条规则在 DIR 中写一个
        GTnnn.md（英文，与提交在 docs/rules 中的一致）；加 --check 时不写文件，有过期文件时退出码为 1。
        """,
    ]
}
