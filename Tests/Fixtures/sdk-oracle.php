<?php
// A model of the GeTui v1 SDK's payload behaviour, written for gtpush's tests from
// the team's spec/SDK.md. Real PHP runs a fixture against it, and gtpush's interpreter must print
// the same bytes: PHP itself is the oracle for every construct the interpreter evaluates.

final class OracleLog
{
    /** @var array<int, IGtAPNPayload> every payload, in creation order */
    public static $payloads = [];
    /** @var array<int, string|Throwable> what set_apnInfo produced, by payload id */
    public static $submitted = [];
    /** @var array<int, true> payloads a template holds now (SDK.md: only those are sent, when any is) */
    public static $attached = [];
}

class IGtAPNPayload
{
    public static $PAYLOAD_MAX_BYTES = 2048;
    public $APN_SOUND_SILENCE = "com.gexin.ios.silence";
    public $alertMsg;
    public $badge = -1;
    public $autoBadge;
    public $sound = "default";
    public $contentAvailable = 0;
    public $category;
    public $customMsg = [];
    public $multiMedias = [];
    public $voicePlayType = 0;
    public $voicePlayMessage;
    public $apnsCollapseId;

    public function __construct()
    {
        OracleLog::$payloads[spl_object_id($this)] = $this;
    }

    public function __clone()
    {
        OracleLog::$payloads[spl_object_id($this)] = $this;
    }

    public function add_customMsg($key, $value)
    {
        if ($key != null && $key != "" && $value != null) {
            $this->customMsg[$key] = $value;
        }
    }

    public function add_multiMedia($media)
    {
        $this->multiMedias[] = $media;
        return $this;
    }

    public function get_payload()
    {
        $aps = [];
        if ($this->alertMsg != null) {
            $alert = $this->alertMsg->get_alertMsg();
            if ($alert != null) {
                $aps["alert"] = $alert;
            }
        }
        if ($this->autoBadge != null) {
            $aps["autoBadge"] = $this->autoBadge;
        } elseif ($this->badge >= 0) {
            $aps["badge"] = $this->badge;
        }
        if ($this->sound == null || $this->sound == '') {
            $aps["sound"] = "default";
        } elseif ($this->sound != $this->APN_SOUND_SILENCE) {
            $aps["sound"] = $this->sound;
        }
        if (count($aps) == 0) {
            throw new Exception("create apn payload error: format error");
        }
        if ($this->contentAvailable > 0) {
            $aps["content-available"] = $this->contentAvailable;
        }
        if ($this->category != null && $this->category != "") {
            $aps["category"] = $this->category;
        }
        $map = [];
        foreach ($this->customMsg as $key => $value) {
            $map[$key] = $value;
        }
        $map["aps"] = $aps;
        if ($this->apnsCollapseId != null) {
            $map["apns-collapse-i"] = $this->apnsCollapseId;
        }
        if (count($this->multiMedias) > 0) {
            $map["_grinfo_"] = $this->mediaList();
        }
        if ($this->voicePlayType == 1) {
            $map["_gvp_t_"] = 1;
        } elseif ($this->voicePlayType == 2 && $this->voicePlayMessage != null && $this->voicePlayMessage != "") {
            $map["_gvp_t_"] = 2;
            $map["_gvp_m_"] = $this->voicePlayMessage;
        }
        return json_encode($map);
    }

    private function mediaList()
    {
        if (count($this->multiMedias) > 3) {
            throw new Exception("create apn payload error: MultiMedias size overlimit");
        }
        $rids = [];
        foreach ($this->multiMedias as $media) {
            if ($media->type == null || $media->url == null) {
                throw new Exception("create apn payload error: MultiMedia resType and resUrl can't be null");
            }
            $rids[] = $media->rid;
        }
        $generate = in_array(null, $rids) || count(array_unique($rids)) != count($rids);
        $list = [];
        foreach ($this->multiMedias as $index => $media) {
            $list[] = ["rid" => $generate ? "grid-" . $index : $media->rid, "url" => $media->url, "type" => $media->type, "onlywifi" => $media->onlywifi];
        }
        return $list;
    }
}

class DictionaryAlertMsg
{
    public $title;
    public $body;
    public $titleLocKey;
    public $titleLocArgs = [];
    public $actionLocKey;
    public $locKey;
    public $locArgs = [];
    public $launchImage;
    public $subtitle;
    public $subtitleLocKey;
    public $subtitleLocArgs = [];

    public function get_alertMsg()
    {
        $out = [];
        $scalars = ["title" => $this->title, "body" => $this->body];
        foreach ($scalars as $key => $value) {
            if ($value != null && $value != "") $out[$key] = $value;
        }
        if ($this->titleLocKey != null && $this->titleLocKey != "") $out["title-loc-key"] = $this->titleLocKey;
        if (count($this->titleLocArgs) > 0) $out["title-loc-args"] = $this->titleLocArgs;
        if ($this->actionLocKey != null && $this->actionLocKey != "") $out["action-loc-key"] = $this->actionLocKey;
        if ($this->locKey != null && $this->locKey != "") $out["loc-key"] = $this->locKey;
        if (count($this->locArgs) > 0) $out["loc-args"] = $this->locArgs;
        if ($this->launchImage != null && $this->launchImage != "") $out["launch-image"] = $this->launchImage;
        if (count($out) == 0) return null;
        if ($this->subtitle != null && $this->subtitle != "") $out["subtitle"] = $this->subtitle;
        if (count($this->subtitleLocArgs) > 0) $out["subtitle-loc-args"] = $this->subtitleLocArgs;
        if ($this->subtitleLocKey != null && $this->subtitleLocKey != "") $out["subtitle-loc-key"] = $this->subtitleLocKey;
        return $out;
    }
}

class SimpleAlertMsg
{
    public $alertMsg;

    public function get_alertMsg()
    {
        return $this->alertMsg;
    }
}

class MediaType
{
    const pic = 1;
    const audio = 2;
    const video = 3;
}

class IGtMultiMedia
{
    public $rid;
    public $url;
    public $type;
    public $onlywifi = 0;

    public function set_url($url) { $this->url = $url; return $this; }
    public function set_type($type) { $this->type = $type; return $this; }
    public function set_rid($rid) { $this->rid = $rid; return $this; }
    public function set_onlywifi($flag) { $this->onlywifi = $flag ? 1 : 0; return $this; }
}

class IGtBaseTemplate
{
    /** The payload this template took last: a second set_apnInfo replaces the first. */
    public $oracleAttached = null;
    public function set_appId($id) {}
    public function set_appkey($key) {}
    public function set_transmissionType($type) {}
    public function set_transmissionContent($content) {}

    public function set_apnInfo($payload)
    {
        if ($payload == null) return;
        if ($this->oracleAttached !== null) unset(OracleLog::$attached[$this->oracleAttached]);
        $this->oracleAttached = spl_object_id($payload);
        OracleLog::$attached[$this->oracleAttached] = true;
        try {
            $json = $payload->get_payload();
        } catch (Exception $e) {
            OracleLog::$submitted[spl_object_id($payload)] = $e;
            return;
        }
        if ($json == null || $json == "") return;
        if (strlen($json) > 2048) {
            OracleLog::$submitted[spl_object_id($payload)] = new Exception("APN payload length overlength (" . strlen($json) . ">2048)");
            return;
        }
        OracleLog::$submitted[spl_object_id($payload)] = $json;
    }
}

class IGtTransmissionTemplate extends IGtBaseTemplate {}
class IGtNotificationTemplate extends IGtBaseTemplate {}
class IGtAPNTemplate extends IGtBaseTemplate {}

register_shutdown_function(function () {
    foreach (OracleLog::$payloads as $id => $payload) {
        if (OracleLog::$attached && !isset(OracleLog::$attached[$id])) continue;
        $result = OracleLog::$submitted[$id] ?? null;
        if ($result === null) {
            try {
                $result = $payload->get_payload();
            } catch (Exception $e) {
                $result = $e;
            }
        }
        echo $result instanceof Throwable ? "error: " . $result->getMessage() : $result, "\n";
    }
});
