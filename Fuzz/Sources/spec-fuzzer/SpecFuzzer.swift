import Foundation
import MachineKit

/// One libFuzzer input through every reader: as JSON, as YAML, as SCXML and as a saved trace. Each
/// must return or throw a one-line ``SpecError``; a trap, a leak or a hang is what libFuzzer
/// reports. A machine that loads is also explored, within a small bound.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for json in [true, false] {
        do {
            let machine = try SpecMachine.parse(text, file: json ? "f.json" : "f.yaml", json: json)
            _ = machine.check(bounds: ExplorationBounds(maxStates: 2_000))
        } catch {
            precondition(!error.description.contains("\n"), "a reader error is one line")
        }
    }
    do {
        let chart = try SCXMLReader.parse(Data(bytes: data, count: size), file: "f.scxml")
        _ = try SpecMachine.machine(chart).check(bounds: ExplorationBounds(maxStates: 2_000))
    } catch {
        precondition(!error.description.contains("\n"), "an SCXML error is one line")
    }
    do {
        _ = try TraceDocument.steps(text, file: "t.json")
    } catch {
        precondition(!error.description.contains("\n"), "a trace error is one line")
    }
    return 0
}
