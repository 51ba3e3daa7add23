import { logoPath } from './helpers';
import type { SeedManufacturer } from './types';

/** Invented manufacturers; any resemblance to real companies is unintended. */
export const SEED_MANUFACTURERS: SeedManufacturer[] = [
  {
    slug: 'sonnenhof-pharma',
    name: 'Sonnenhof Pharma',
    description:
      'Sonnenhof Pharma entwickelt apothekenexklusive Sonnenschutz- und Pflegeprodukte für empfindliche Haut. Die Marke SolSana steht für hohen UV-A- und UV-B-Schutz, Kinderprodukte ohne Duftstoffe und Schulungen für das Apothekenteam.',
    logo: logoPath('sonnenhof-pharma'),
  },
  {
    slug: 'nordwind-arzneimittel',
    name: 'Nordwind Arzneimittel',
    description:
      'Nordwind Arzneimittel ist auf die Selbstmedikation bei Erkältungskrankheiten spezialisiert: Nasensprays, Halspastillen und Inhalationsprodukte unter der Marke Nasenfrei und HalsRuhe.',
    logo: logoPath('nordwind-arzneimittel'),
  },
  {
    slug: 'vitalis-naturwerk',
    name: 'Vitalis Naturwerk',
    description:
      'Vitalis Naturwerk stellt Mikronährstoffpräparate und Nahrungsergänzungsmittel her, mit Fokus auf Vitamin D, Magnesium und Produkte für Schwangerschaft und Stillzeit.',
    logo: logoPath('vitalis-naturwerk'),
  },
  {
    slug: 'lindgruen-phytopharma',
    name: 'Lindgrün Phytopharma',
    description:
      'Lindgrün Phytopharma bietet pflanzliche Arzneimittel für Magen, Darm und Schlaf an. Die Extrakte stammen aus kontrolliertem Anbau und werden in Deutschland verarbeitet.',
    logo: logoPath('lindgruen-phytopharma'),
  },
  {
    slug: 'aurelia-dermokosmetik',
    name: 'Aurelia Dermokosmetik',
    description:
      'Aurelia Dermokosmetik entwickelt medizinische Hautpflege für trockene, juckende und zu Neurodermitis neigende Haut – mit Urea, Glycerin und Ceramiden.',
    logo: logoPath('aurelia-dermokosmetik'),
  },
  {
    slug: 'kalmus-healthcare',
    name: 'Kalmus Healthcare',
    description:
      'Kalmus Healthcare ist ein Generikahersteller mit Schwerpunkt Schmerz und Allergie. Das Sortiment umfasst rezeptfreie Präparate für die Selbstmedikation und verschreibungspflichtige Arzneimittel.',
    logo: logoPath('kalmus-healthcare'),
  },
];
