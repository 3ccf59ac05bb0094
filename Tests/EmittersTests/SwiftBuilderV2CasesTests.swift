import Foundation
import GTPushTestSupport
import Testing

/// Every v2 and raw REST case (the fixtures' copy of the team's v2 cases), as the v1 cases are
/// tested: its builder generated, all of them compiled into one program against the
/// GTPushRuntime this package built, run with the case's bindings, and each body compared with
/// what the v2 SDK POSTs, which `preview --exact` prints.
@Suite struct SwiftBuilderV2CasesTests {
    @Test func everyV2CaseCompilesAndMatchesTheSDK() throws {
        let folder = TestPaths.casesV2
        var cases: [SwiftBuilderCasesTests.Case] = []
        var missing: [String: String] = [:]
        for name in TestPaths.casesV2Names {
            switch try SwiftBuilderCasesTests.builder(for: name + ".php", in: folder, namespace: "V2Case\(cases.count + missing.count)") {
            case .success(let item): cases.append(item)
            case .failure(let reason): missing[name] = reason.message
            }
        }
        #expect(missing == [:])
        #expect(cases.count == TestPaths.casesV2Names.count && cases.count >= 29)
        let output = try BuilderProgramRunner.run(main: SwiftBuilderCasesTests.printingMain(cases), files: cases.map(\.source))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, item) in cases.enumerated() {
            let actual = index < lines.count ? lines[index] : "<missing>"
            if item.expected.hasPrefix("error: ") {
                // The SDK's own words (`Call to a member function getApiParam() on string`, `no request body`).
                #expect(actual.hasPrefix("error: ") && actual.contains(item.expected.dropFirst("error: ".count)), "\(item.name): \(actual)")
            } else {
                #expect(actual == item.expected, "\(item.name)")
            }
        }
    }
}
