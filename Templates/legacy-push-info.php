<?php
// The older template API: set_pushInfo builds the APNs payload from positional arguments.
$template = new IGtTransmissionTemplate();
$template->set_transmissionType(1);
$template->set_transmissionContent('{"op":"refresh"}');
// actionLocKey, badge, message, sound, payload, locKey, locArgs, launchImage, contentAvailable
$template->set_pushInfo("", 3, "You have 3 unread messages", "inbox.caf", "", "", "", "", 0);
