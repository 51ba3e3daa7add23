import { content, download, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const vitamineSpecialModules: SeedModule[] = [
  seedModule({
    slug: 'schwangerschaft-mikronaehrstoffe-special',
    name: 'SPECIAL: Mikronährstoffe in der Schwangerschaft',
    longName: 'SPECIAL: Folsäure, Jod, DHA & Co. – Mikronährstoffe in Kinderwunsch, Schwangerschaft und Stillzeit',
    shortDescription:
      'Was wirklich ergänzt werden sollte, was nicht – und worauf du in der Beratung achtest. Mit Zertifikat.',
    type: 10,
    productSlug: null,
    manufacturerSlug: 'vitalis-naturwerk',
    knowledgeValue: 50,
    budget: 0,
    visibleFromDaysAgo: 45,
    minSeconds: 240,
    hasCertificate: true,
    sourcesPdf: '/media/seed/downloads/quellen-schwangerschaft.pdf',
    footNote: 'Mit erfolgreichem Abschluss erhältst du ein Teilnahmezertifikat.',
    content: content(
      [
        text(
          'Folsäure – schon bei Kinderwunsch',
          `
          Folsäure senkt das Risiko für **Neuralrohrdefekte** (z. B. Spina bifida). Das Neuralrohr schließt sich bereits in den ersten vier Wochen nach der Empfängnis – oft bevor die Schwangerschaft bemerkt wird.

          Empfehlung: **400 µg synthetische Folsäure täglich**, mindestens vier Wochen vor der Empfängnis beginnen und bis zum Ende des ersten Schwangerschaftsdrittels fortführen. Die Ernährung allein reicht dafür nicht aus.`,
        ),
        text(
          'Jod und DHA',
          `
          **Jod** wird für die Schilddrüsenhormone von Mutter und Kind gebraucht. Schwangere und Stillende sollen zusätzlich **100–150 µg Jod pro Tag** einnehmen. Bei Schilddrüsenerkrankungen vorher mit dem Arzt sprechen.

          **DHA** (Docosahexaensäure) unterstützt die Entwicklung von Gehirn und Augen. Empfohlen werden mindestens **200 mg pro Tag** – entweder über ein- bis zweimal wöchentlich fetten Seefisch oder als Ergänzung.`,
        ),
        text(
          'Was nicht pauschal ergänzt wird',
          `
          - **Eisen:** nur bei ärztlich festgestelltem Mangel – zu viel Eisen belastet Magen und Darm.
          - **Vitamin A:** hohe Dosen sind fruchtschädigend. Keine hochdosierten Präparate, im ersten Drittel keine Leber essen. Schwangerschaftspräparate enthalten deshalb meist Beta-Carotin oder wenig Vitamin A.
          - **Vitamin D:** 20 µg täglich bei fehlender Eigensynthese – wie für alle Erwachsenen.

          Ergänzend: **kein Alkohol**, keine Rohmilchprodukte und kein rohes Fleisch (Listerien, Toxoplasmose).`,
        ),
        text(
          'Beratung am HV-Tisch',
          `
          - Frauen mit Kinderwunsch aktiv auf Folsäure ansprechen – etwa beim Kauf eines Schwangerschaftstests
          - Kombinationspräparate prüfen: Enthalten sie Folsäure, Jod und DHA in den empfohlenen Mengen? Wie viel Vitamin A?
          - Dauermedikation erfragen: Antiepileptika und Methotrexat beeinflussen den Folsäurestoffwechsel – ärztliche Rücksprache
          - Stillzeit: Jod und DHA weiter ergänzen`,
        ),
        download(
          'Quellen',
          'Quellen und Empfehlungen des Netzwerks Gesund ins Leben als Literaturliste.',
          'quellen-schwangerschaft.pdf',
        ),
      ],
      [
        single(
          'q1',
          'Wie viel Folsäure wird Frauen mit Kinderwunsch empfohlen?',
          ['40 µg pro Tag', '*400 µg pro Tag', '4 mg pro Tag', '400 mg pro Tag'],
          'Empfohlen werden 400 µg synthetische Folsäure täglich zusätzlich zur folatreichen Ernährung.',
        ),
        single(
          'q2',
          'Wann sollte mit der Folsäure-Einnahme begonnen werden?',
          [
            'Im dritten Schwangerschaftsdrittel',
            '*Mindestens vier Wochen vor der Empfängnis',
            'Nach der Geburt',
            'Erst bei Übelkeit',
          ],
          'Das Neuralrohr schließt sich sehr früh. Nur eine rechtzeitige Einnahme sorgt für ausreichende Spiegel.',
        ),
        multiple(
          'q3',
          'Welche Nährstoffe sollen Schwangere grundsätzlich ergänzen?',
          ['*Folsäure', '*Jod', 'Vitamin A in hoher Dosis', 'Eisen ohne festgestellten Mangel'],
          'Folsäure und Jod werden allgemein empfohlen. Eisen nur bei Mangel, hochdosiertes Vitamin A ist fruchtschädigend.',
        ),
        single(
          'q4',
          'Wie viel DHA wird in der Schwangerschaft mindestens empfohlen?',
          ['2 mg pro Tag', '*200 mg pro Tag', '2 g pro Tag', 'DHA wird nicht empfohlen'],
          'Mindestens 200 mg DHA pro Tag, entweder über fetten Seefisch oder als Nahrungsergänzung.',
        ),
        single(
          'q5',
          'Warum sollen Schwangere im ersten Drittel keine Leber essen?',
          [
            '*Wegen des sehr hohen Vitamin-A-Gehalts',
            'Wegen des Jodgehalts',
            'Wegen zu viel Folsäure',
            'Wegen des Koffeins',
          ],
          'Leber enthält sehr viel Vitamin A, das in hohen Dosen Fehlbildungen verursachen kann.',
        ),
        multiple(
          'q6',
          'Bei welchen Arzneimitteln ist eine ärztliche Rücksprache zur Folsäure-Versorgung nötig?',
          ['*Antiepileptika', '*Methotrexat', 'Meerwasser-Nasenspray', 'Dexpanthenol-Salbe'],
          'Einige Antiepileptika und Methotrexat greifen in den Folsäurestoffwechsel ein; hier können höhere Dosen oder besondere Vorsicht nötig sein.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'vitalis-news-relaunch',
    name: 'Vitalis News: neues Design',
    longName: 'Brand News: Vitalis Naturwerk im neuen Verpackungsdesign',
    shortDescription:
      'Neue Farben, gleiche Rezepturen – was sich bei Vitalis ändert. (Entwurf, noch nicht veröffentlicht)',
    type: 8,
    productSlug: 'vitalis-d3-k2-tropfen',
    manufacturerSlug: 'vitalis-naturwerk',
    knowledgeValue: 5,
    budget: 4000,
    isVisible: false,
    visibleFromDaysAgo: 0,
    minSeconds: 30,
    content: content(
      [
        text(
          'Neues Design, bewährte Rezepturen',
          `
          Vitalis Naturwerk stellt alle Verpackungen auf ein neues Design um: Eine **Farbcodierung** zeigt auf einen Blick den Einsatzbereich – Gelb für Vitamin D, Blau für Mineralstoffe, Grün für Schwangerschaft.

          Die Packungen bestehen künftig zu 90 % aus recyceltem Karton. Rezepturen, Dosierungen und PZN bleiben gleich.`,
        ),
        text(
          'Was du im Lager beachtest',
          `
          - Alte und neue Packungen stehen eine Zeit lang nebeneinander – beide sind gleichwertig.
          - Da die PZN gleich bleiben, ändert sich an Bestellung und Warenwirtschaft nichts.
          - Kunden, die nach „ihrer“ Packung suchen, hilfst du mit dem Hinweis auf die neue Farbcodierung.`,
        ),
      ],
      [
        single(
          'q1',
          'Welche Farbe steht im neuen Design für Vitamin D?',
          ['*Gelb', 'Blau', 'Grün', 'Rot'],
          'Gelb kennzeichnet die Vitamin-D-Produkte.',
        ),
        single(
          'q2',
          'Ändern sich die Rezepturen?',
          [
            'Ja, alle Dosierungen steigen',
            '*Nein, Rezepturen und Dosierungen bleiben gleich',
            'Ja, es kommt Zucker hinzu',
            'Nur bei Magnesium',
          ],
          'Nur die Verpackung ist neu.',
        ),
        single(
          'q3',
          'Bleiben die PZN gleich?',
          ['*Ja', 'Nein, alle PZN ändern sich', 'Nur bei Großpackungen', 'Die PZN entfällt'],
          'Da sich Inhalt und Packungsgröße nicht ändern, bleiben die Pharmazentralnummern bestehen.',
        ),
        single(
          'q4',
          'Woraus bestehen die neuen Packungen überwiegend?',
          ['Kunststoff', '*Recyceltem Karton', 'Glas', 'Aluminium'],
          'Die Faltschachteln bestehen zu 90 % aus recyceltem Karton.',
        ),
        multiple(
          'q5',
          'Welche Farbzuordnungen sind richtig?',
          ['*Blau für Mineralstoffe', '*Grün für Schwangerschaft', 'Rot für Vitamin D', 'Schwarz für Magnesium'],
          'Gelb steht für Vitamin D, Blau für Mineralstoffe und Grün für Schwangerschaft.',
        ),
      ],
    ),
  }),
];
