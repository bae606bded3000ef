import MachineKit
