"""Reference values of test/sources/index-composite.test.ts, computed independently with numpy.

Three June 2020 scenes (DN; reflectance = DN * 0.0001 + offset, offset -0.1 from processing
baseline 04.00): A (baseline 02.14), B (baseline 04.00, cloudy SCL 9 west of lon 10.01),
C (baseline 02.14). Median over the clear scenes of each pixel.
"""
import numpy as np

scenes = {  # red, nir, blue DN, offset
    "A": (500, 3500, 300, 0.0),
    "B": (1600, 4000, 1300, -0.1),
    "C": (800, 2800, 400, 0.0),
}

def refl(dn, offset):
    return dn * 0.0001 + offset

def indices(red, nir, blue, offset):
    r, n, b = refl(red, offset), refl(nir, offset), refl(blue, offset)
    return (n - r) / (n + r), 2.5 * (n - r) / (n + 6 * r - 7.5 * b + 1)

values = {k: indices(*v) for k, v in scenes.items()}
east = [values[k] for k in "ABC"]
west = [values[k] for k in "AC"]
print("per scene ndvi, evi:", {k: [round(x, 10) for x in v] for k, v in values.items()})
print("east ndvi median", np.median([v[0] for v in east]), "evi median", np.median([v[1] for v in east]))
print("west ndvi median", np.median([v[0] for v in west]), "evi median", np.median([v[1] for v in west]))
