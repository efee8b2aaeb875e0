import type { msaMethods as en } from '../en/msa-methods.js';
import type { Widen } from '../types.js';

export const msaMethods: Widen<typeof en> = {
  methods: {
    landUse: 'MSA del uso del suelo de GLOBIO3 para cada clase de cobertura (Alkemade et al. 2009)',
    infrastructure:
      'Perturbación por infraestructura de GLOBIO4: MSA de aves y mamíferos según la distancia a la carretera más cercana',
    fragmentation:
      'Fragmentación de GLOBIO4: MSA de aves y mamíferos según el área del parche natural que delimitan las carreteras',
    encroachment:
      'Presión humana (caza) de GLOBIO4 en biomas tropicales: MSA de aves y mamíferos según la distancia al asentamiento más cercano',
    wetlands:
      'MSA de humedales de GLOBIO-Aquatic: uso humano del suelo alrededor de cada humedal y humedales perdidos por conversión (Janse et al. 2015)',
  },
  layers: {
    before: 'Abundancia media de especies antes',
    after: 'Abundancia media de especies después de {{years}} años',
    wetlandBefore: 'Abundancia media de especies del humedal antes',
    wetlandAfter: 'Abundancia media de especies del humedal después de {{years}} años',
  },
  legend: {
    msa: 'Abundancia media de especies (0 a 1)',
  },
  warnings: {
    unverifiedConstants:
      'Algunos valores no se han contrastado con su fuente publicada y pueden cambiar: {{constants}}.',
    noEcologicalZone:
      'No hay mapa de zonas ecológicas: se omite la presión de caza (solo trópicos) y los pastizales se tratan como pastizal natural pastoreado.',
    noEligibleLand: 'Ninguna parte del área es terreno que esta actividad cambie.',
    notComputedArea:
      'El {{percent}}% del área es agua o no tiene datos de cobertura del suelo y no tiene MSA.',
    noWetlandExtent:
      'No hay mapa de extensión de humedales: solo se cuentan los humedales de la cobertura actual y ninguno como perdido.',
    noWetlands: 'El área no tiene humedales.',
  },
};
