// The umbrella a feature imports: one `import MachineKit` brings every module's API, while
// the modules themselves keep their walls (each imports only the ones below it).
@_exported import MachineKitCore
@_exported import MachineKitCharts
@_exported import MachineKitAsync
@_exported import MachineKitRecording
@_exported import MachineKitExport
