import { content, externalPath, image, multiple, seedModule, single, text, video } from '../helpers';
import type { SeedModule } from '../types';

export const kalmusAllergieModules: SeedModule[] = [
  seedModule({
    slug: 'heuschnupfen-verkaufsgespraech',
    name: 'Heuschnupfen-Saison im HV',
    longName: 'Verkaufsgespräch: in der Heuschnupfen-Saison ganzheitlich beraten',
    shortDescription:
      'Tablette, Augentropfen, Nasendusche: So wird aus einem Antihistaminikum eine komplette Beratung.',
    type: 3,
    productSlug: 'kalmus-cetirizin-10',
    manufacturerSlug: 'kalmus-healthcare',
    knowledgeValue: 15,
    budget: 4000,
    visibleFromDaysAgo: 50,
    minSeconds: 60,
    content: content(
      [
        text(
          'Die Bedarfsanalyse',
          `
          „Etwas gegen Heuschnupfen, bitte.“ – Jetzt kommt es auf die richtigen Fragen an:
          - Welche Beschwerden stehen im Vordergrund: Nase, Augen oder beides?
          - Ist der Heuschnupfen ärztlich diagnostiziert? Seit wann?
          - Gibt es Husten oder Atemnot?
          - Müdigkeit im Beruf oder beim Autofahren ein Problem?
          - Schwangerschaft, Stillzeit, Nierenerkrankungen?`,
        ),
        text(
          'Die Empfehlung',
          `
          **Basis:** Cetirizin 10 mg einmal täglich – bei Bedarf abends einnehmen.

          **Bei Augenbeschwerden zusätzlich:** Augentropfen mit Cromoglicinsäure (vorbeugend) oder Azelastin (schnell wirksam). Kontaktlinsenträger: Linsen vor dem Eintropfen herausnehmen, 15 Minuten warten.

          **Bei stark verstopfter Nase:** Glukokortikoid-Nasenspray für Erwachsene mit ärztlicher Diagnose.

          **Ergänzend:** Nasendusche mit isotonischer Salzlösung spült Pollen aus; kühlende Augenkompressen; Pollenschutzgitter.`,
        ),
        image(
          'Pollenflugkalender',
          'pollenflugkalender',
          'Übersicht der Blütezeiten von Hasel, Erle, Birke, Gräsern, Beifuß und Ambrosia',
          'Mit dem Kalender lässt sich die Behandlung rechtzeitig beginnen.',
        ),
      ],
      [
        multiple(
          'q1',
          'Welche Fragen gehören in die Bedarfsanalyse?',
          [
            '*„Stehen Nase oder Augen im Vordergrund?“',
            '*„Gibt es Husten oder Atemnot?“',
            '*„Besteht eine Schwangerschaft?“',
            '„Welche Automarke fahren Sie?“',
          ],
          'Beschwerdebild, Warnzeichen und besondere Personengruppen bestimmen die Empfehlung.',
        ),
        single(
          'q2',
          'Was rätst du Kontaktlinsenträgern bei Augentropfen?',
          [
            '*Linsen vor dem Eintropfen herausnehmen und etwa 15 Minuten warten',
            'Tropfen direkt auf die Linse geben',
            'Keine Augentropfen verwenden',
            'Linsen über Nacht in den Tropfen einlegen',
          ],
          'Konservierungsmittel und Wirkstoffe können sich in weichen Linsen anreichern und das Auge reizen.',
        ),
        single(
          'q3',
          'Welche Augentropfen wirken schnell bei akutem Juckreiz?',
          ['Cromoglicinsäure', '*Azelastin', 'Dexpanthenol', 'Hyaluronsäure'],
          'Azelastin blockiert H1-Rezeptoren direkt am Auge und wirkt innerhalb von Minuten. Cromoglicinsäure wirkt vorbeugend.',
        ),
        multiple(
          'q4',
          'Welche Ergänzungen passen zum Antihistaminikum?',
          [
            '*Nasendusche mit isotonischer Salzlösung',
            '*Kühlende Augenkompressen',
            '*Pollenschutzgitter',
            'Abschwellendes Nasenspray für die ganze Saison',
          ],
          'Abschwellende Nasensprays dürfen nur kurzfristig verwendet werden und sind keine Dauerlösung für die Pollensaison.',
        ),
        single(
          'q5',
          'Ein Kunde berichtet über pfeifende Atmung in der Pollensaison. Was tust du?',
          [
            '*An den Arzt verweisen – Verdacht auf allergisches Asthma',
            'Eine doppelte Dosis Cetirizin empfehlen',
            'Hustenbonbons empfehlen',
            'Auf die nächste Saison vertrösten',
          ],
          'Atemwegssymptome können einen Etagenwechsel anzeigen und gehören ärztlich abgeklärt.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'allergie-to-go',
    name: 'Allergie To Go',
    longName: 'To Go: Heuschnupfen in 25 Sekunden',
    shortDescription: 'Fünf Merksätze zum Heuschnupfen für den schnellen Einstieg in die Pollensaison.',
    type: 7,
    productSlug: 'kalmus-cetirizin-10',
    manufacturerSlug: 'kalmus-healthcare',
    knowledgeValue: 5,
    budget: 4000,
    visibleFromDaysAgo: 2,
    minSeconds: 30,
    content: content(
      [
        video(
          'Heuschnupfen in 25 Sekunden',
          'allergie-to-go',
          `
          Bei Heuschnupfen setzt das Immunsystem Histamin frei. Die Folgen sind Niesen, Juckreiz und tränende Augen.

          Antihistaminika wie Cetirizin oder Loratadin wirken einmal täglich und machen selten müde.

          Augentropfen mit Azelastin wirken schnell, Cromoglicinsäure vorbeugend.

          Haare abends waschen und Pollenschutzgitter nutzen: So gelangen weniger Pollen ins Schlafzimmer.

          Bei Atemnot oder pfeifender Atmung sofort zum Arzt, denn es droht ein allergisches Asthma.`,
          25,
        ),
        text(
          'Merksätze',
          `
          - Histamin verursacht die akuten Symptome
          - Cetirizin und Loratadin: einmal täglich, wenig sedierend
          - Azelastin wirkt schnell, Cromoglicinsäure vorbeugend
          - Allergenkarenz: Haare waschen, Pollenschutzgitter
          - Atemnot → Arzt`,
        ),
      ],
      [
        single(
          'q1',
          'Welcher Botenstoff löst die Heuschnupfensymptome aus?',
          ['*Histamin', 'Dopamin', 'Melatonin', 'Cortisol'],
          'Histamin aus Mastzellen verursacht Niesen, Juckreiz und Schwellung.',
        ),
        multiple(
          'q2',
          'Welche oralen Antihistaminika werden einmal täglich eingenommen?',
          ['*Cetirizin', '*Loratadin', 'Xylometazolin', 'Cromoglicinsäure'],
          'Cetirizin und Loratadin wirken 24 Stunden. Xylometazolin ist ein Nasenspray, Cromoglicinsäure wird lokal angewendet.',
        ),
        single(
          'q3',
          'Welche Augentropfen wirken vorbeugend?',
          ['Azelastin', '*Cromoglicinsäure', 'Tetryzolin', 'Dexamethason'],
          'Cromoglicinsäure stabilisiert Mastzellen und muss regelmäßig angewendet werden, bevor die Beschwerden auftreten.',
        ),
        single(
          'q4',
          'Warum sollten Allergiker abends die Haare waschen?',
          [
            '*Damit keine Pollen ins Bett gelangen',
            'Damit die Tabletten besser wirken',
            'Weil Shampoo Histamin abbaut',
            'Das ist nicht sinnvoll',
          ],
          'Pollen haften an Haaren und gelangen sonst auf das Kopfkissen.',
        ),
        single(
          'q5',
          'Was tust du bei Atemnot in der Pollensaison?',
          [
            '*An den Arzt verweisen',
            'Ein zweites Antihistaminikum empfehlen',
            'Nasendusche empfehlen und abwarten',
            'Nichts, das ist normal',
          ],
          'Atemnot kann auf allergisches Asthma hindeuten und muss ärztlich behandelt werden.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'kalmus-pollenflug-xl',
    name: 'Kalmus Pollenflug XL',
    longName: 'Brand News XL: der interaktive Kalmus Pollenflug-Guide',
    shortDescription: 'Ein interaktiver Guide durch die Pollensaison – mit Quiz am Ende.',
    type: 9,
    productSlug: 'kalmus-cetirizin-10',
    manufacturerSlug: 'kalmus-healthcare',
    knowledgeValue: 10,
    budget: 4000,
    visibleFromDaysAgo: 12,
    minSeconds: 45,
    contentUrl: externalPath('kalmus-pollenflug-xl.html'),
    content: content(
      [
        text(
          'Der Pollenflug-Guide',
          `
          Dieses Modul zeigt einen interaktiven Guide von Kalmus Healthcare. Geh die Stationen durch und klick am Ende auf **„Fertig“**, um zum Quiz zu gelangen.

          Der Guide erklärt, wann welche Pollen fliegen, wie das Wetter den Pollenflug beeinflusst und wie du Kunden vor und während der Saison berätst.`,
        ),
        image(
          'Der Pollenflugkalender zum Nachschlagen',
          'pollenflugkalender',
          'Übersicht der Hauptblütezeiten von Hasel, Erle, Birke, Gräsern, Beifuß und Ambrosia',
        ),
      ],
      [
        single(
          'q1',
          'Welche Pollen fliegen typischerweise als Erste im Jahr?',
          ['*Hasel und Erle', 'Gräser', 'Beifuß', 'Ambrosia'],
          'Hasel und Erle blühen je nach Witterung bereits ab Januar.',
        ),
        single(
          'q2',
          'Wann ist die Hauptblüte der Birke?',
          ['Dezember bis Januar', '*März bis Mai', 'August bis Oktober', 'Ganzjährig'],
          'Die Birke blüht hauptsächlich von März bis Mai und ist einer der stärksten Allergieauslöser.',
        ),
        single(
          'q3',
          'Wie beeinflusst Regen den Pollenflug?',
          [
            '*Längerer Regen wäscht Pollen aus der Luft',
            'Regen verdoppelt den Pollenflug immer',
            'Regen hat keinen Einfluss',
            'Pollen fliegen nur bei Regen',
          ],
          'Anhaltender Regen reinigt die Luft. Kurz vor Gewittern kann die Belastung dagegen ansteigen.',
        ),
        multiple(
          'q4',
          'Welche Pflanzen blühen im Spätsommer?',
          ['*Beifuß', '*Ambrosia', 'Hasel', 'Erle'],
          'Beifuß und Ambrosia blühen von Juli bis September, Hasel und Erle im Frühjahr.',
        ),
        single(
          'q5',
          'Wann sollte eine Therapie mit Cromoglicinsäure beginnen?',
          [
            '*Etwa eine Woche vor dem erwarteten Pollenflug',
            'Erst bei Atemnot',
            'Nach dem Ende der Saison',
            'Nur an Regentagen',
          ],
          'Mastzellstabilisatoren brauchen einige Tage bis zur vollen Wirkung und werden deshalb rechtzeitig begonnen.',
        ),
      ],
    ),
  }),
];
