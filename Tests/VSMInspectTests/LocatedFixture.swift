import MachineKit
import MachineKitMacros

// A typed upload screen with one defect of every kind a check reports. FindingLocationTests
// reads this file: each finding must land on the line that declares what it is about.

@Kinded
enum Upload: Hashable, Sendable {
    case picking
    case uploading(attempt: Int)
    case failed
    case done
    case verifying
    case spinning(turn: Int)
}

@Kinded
enum UploadAction: Hashable, Sendable, CaseIterable {
    case pick
    case fail
    case finish
    case spin
    case cancel
}

func uploadMachine() -> Machine<Upload, UploadAction> {
    Machine("Upload", initial: Upload.picking) { state in
        switch state {
        case .picking: [.on(.pick, to: .uploading(attempt: 1))]
        case .uploading: [.on(.fail, to: .failed), .on(.finish, to: .done), .on(.spin, to: .spinning(turn: 0))]
        case .spinning(let turn): [.on(.spin, to: .spinning(turn: 1 - turn))]
        case .failed, .done, .verifying: []
        }
    }
    .final(.done)
    .invariant("no second attempt") { state in
        if case .uploading(let attempt) = state { attempt == 0 } else { true }
    }
    .alwaysReachable("back to picking") { $0 == .picking }
}
