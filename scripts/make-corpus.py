#!/usr/bin/env python3
"""Writes a corpus of realistic backend PHP for the benchmarks: classes, closures, arrays,
heredocs, string work, and a few GeTui push builders per hundred files.
Usage: scripts/make-corpus.py DIR [FILES] [SEED]"""
import os
import random
import sys

CLASS = '''<?php
declare(strict_types=1);

namespace App\\{ns};

use App\\Support\\{{Collection, Str}};

/**
 * {doc}
 */
final class {name} extends BaseService implements HasEvents
{{
    private const LIMIT = {limit};
    protected array $rules = ['name' => 'required|max:{limit}', 'email' => 'email', 'tags' => ['array', 'min:1']];
    private ?Logger $logger = null;

    public function __construct(private readonly Repository $repo, int $retries = 3)
    {{
        parent::__construct($retries);
    }}

    public function handle(array $input, ?string $locale = null): array
    {{
        $items = array_map(fn ($row) => $row['id'] * 2 + self::LIMIT, $input['rows'] ?? []);
        $filtered = array_filter($items, static function (int $value) use ($locale): bool {{
            return $value > 10 && $locale !== 'zh_CN' || $value % 3 === 0;
        }});
        foreach ($filtered as $key => $value) {{
            if ($value instanceof \\Countable) {{
                continue;
            }} elseif (is_string($value)) {{
                $this->logger?->info("item {{$key}}: {{$value}}");
            }} else {{
                $this->repo->save(['key' => $key, 'value' => $value, 'at' => time()]);
            }}
        }}
        $message = <<<TEXT
            Hello {{$input['name']}},
            you have {{$this->count($filtered)}} new items.
            TEXT;
        $status = match (true) {{
            count($filtered) > self::LIMIT => 'too-many',
            empty($filtered) => 'none',
            default => 'ok',
        }};
        try {{
            $result = $this->repo->find((int) ($input['id'] ?? 0)) ?? throw new \\RuntimeException('missing');
        }} catch (\\RuntimeException | \\LogicException $e) {{
            $result = null;
        }} finally {{
            $this->logger = null;
        }}
        return ['status' => $status, 'message' => sprintf('%s (%d)', trim($message), {limit}), 'result' => $result];
    }}

    private function count(iterable $values): int
    {{
        $n = 0;
        foreach ($values as $_) {{ $n++; }}
        return $n;
    }}
}}
'''

PUSH = '''<?php
// Push for {name}.
function build{name}Push($msgContent, $keyId, $client_notice = "default")
{{
    $template = new IGtTransmissionTemplate();
    $template->set_transmissionType(2);
    $template->set_transmissionContent(json_encode(array('keyId' => $keyId, 'msg' => $msgContent)));
    $alertmsg = new DictionaryAlertMsg();
    $alertmsg->title = "{name}";
    $alertmsg->body = $msgContent;
    $apn = new IGtAPNPayload();
    $apn->alertMsg = {alert};
    $apn->contentAvailable = 1;
    $apn->sound = {sound};
    $apn->badge = 1;
    $apn->add_customMsg("keyId", $keyId);
    $template->set_apnInfo($apn);
    return $template;
}}
'''


def main():
    directory = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 7)
    for index in range(count):
        folder = os.path.join(directory, "module%02d" % (index % 40))
        os.makedirs(folder, exist_ok=True)
        name = "Service%05d" % index
        if index % 50 == 7:
            alert = rng.choice(['$alertmsg', '""'])
            sound = rng.choice(['$client_notice', '"com.gexin.ios.silence"'])
            text = PUSH.format(name=name, alert=alert, sound=sound)
        else:
            text = CLASS.format(ns="Module%02d" % (index % 40), name=name, doc="Handles %s." % name.lower(), limit=rng.randint(5, 500))
        with open(os.path.join(folder, name + ".php"), "w") as handle:
            handle.write(text)


if __name__ == "__main__":
    main()
