import SeedFeatures
import VSMInspectKit

VSMInspect.main(machines: SeedFeatures.all)
