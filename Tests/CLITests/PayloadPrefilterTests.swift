@testable import GTPushCLI
import Testing

/// The byte search that rules files out before any parsing: a word cut short for speed counts
/// only where its whole word is (WordPress's `with_message_parts` once pulled its whole tree in).
@Suite struct PayloadPrefilterTests {
    @Test(arguments: [
        ("$body = ['push_message' => ['transmission' => $t]];", PayloadPrefilter.Relevance.payload),
        ("$aps->setAlert($alert);", .payload),
        // PHP's method names have no case, and the search folds case: so does the whole word.
        ("$aps->SETALERT($alert);", .payload),
        ("$apn = new IGtAPNPayload();", .payload),
        ("@method self with_message_parts(MessagePart ...$parts)", .none),
        ("$flash_message = 'saved';", .none),
        ("$this->getAlert($id);", .none),
        ("define('AUTH_KEY', 'x');\n$html_message = '';", .constants),
        ("$flash_message = ''; $body['push_message'] = [];", .payload),
        ("h_message", .none),
    ])
    func cutWordsCountOnlyWhole(_ code: String, _ relevance: PayloadPrefilter.Relevance) {
        #expect(PayloadPrefilter.relevance(Array(("<?php\n" + code).utf8)) == relevance, "\(code)")
    }
}
