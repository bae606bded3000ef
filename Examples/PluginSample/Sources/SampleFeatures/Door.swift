import MachineKit

/// A door that can be opened, closed and locked; the lock sometimes jams.
public enum Door: String, Hashable, Sendable, CaseIterable {
    case open, closed, locked, jammed
}

public enum DoorAction: String, Hashable, Sendable, CaseIterable {
    case open, close, lock, unlock
}

public enum DoorFeature {
    public static func machine() -> Machine<Door, DoorAction> {
        Machine("Door", initial: .closed) { door in
            switch door {
            case .closed: [.on(.open, to: .open), .on(.lock, oneOf: .locked, .jammed)]
            case .open: [.on(.close, to: .closed)]
            case .locked: [.on(.unlock, to: .closed)]
            case .jammed: []
            }
        }
    }
}

/// The machines of this package, for `swift package vsm-inspect`.
public enum SampleMachines: MachineRegistry {
    public static var machines: [AnyMachine] {
        [AnyMachine(DoorFeature.machine(), testSource: .expression("DoorFeature.machine()", imports: ["SampleFeatures"]))]
    }
}
