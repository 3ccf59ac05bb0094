<?php
// Names resolve as PHP resolves them: the file's namespace, `use` imports (classes, functions,
// aliases), global fallback for functions, and functions and classes from an included file.
namespace App\Push;

use Lib\Sounds as S;
use function Lib\count_badges;

require_once __DIR__ . '/namespaces-helper.inc';

class Quiet
{
    const SOUND = 'com.gexin.ios.silence';
}

$apn = new \IGtAPNPayload();
$apn->alertMsg = "";
$apn->sound = Quiet::SOUND;
$apn->contentAvailable = 1;
$apn->badge = count_badges();
$apn->add_customMsg('class', Quiet::class);
$apn->add_customMsg('imported', S::class);
$apn->add_customMsg('tone', S::tone());
$apn->add_customMsg('global', strtoupper('x'));
$apn->add_customMsg('qualified', \Lib\label());
$apn->add_customMsg('fallback', isset($missing) ? $missing : 'none');
$template = new \IGtTransmissionTemplate();
$template->set_apnInfo($apn);
