import { content, download, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const blaseModules: SeedModule[] = [
  seedModule({
    slug: 'harnwegsinfekt-special',
    name: 'SPECIAL: Blasenentzündung',
    longName: 'SPECIAL: Blasenentzündung – Grenzen der Selbstmedikation, Phytotherapie und Antibiotika-Abgabe',
    shortDescription:
      'Unkomplizierte Zystitis erkennen, pflanzlich begleiten, Warnzeichen ernst nehmen und Fosfomycin richtig abgeben.',
    type: 10,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 45,
    budget: 0,
    visibleFromDaysAgo: 60,
    minSeconds: 240,
    hasCertificate: true,
    footNote: 'Mit erfolgreichem Abschluss erhältst du ein Teilnahmezertifikat.',
    content: content(
      [
        text(
          'Die unkomplizierte Blasenentzündung',
          `
          Blasenentzündungen (Zystitis) betreffen vor allem Frauen, weil die Harnröhre kurz ist. Häufigster Erreger ist **Escherichia coli**. Typisch sind:
          - Brennen und Schmerzen beim Wasserlassen
          - häufiger Harndrang mit kleinen Urinmengen
          - Schmerzen im Unterbauch

          Bei **nicht schwangeren, sonst gesunden Frauen** mit leichten Beschwerden ohne Fieber ist ein Versuch mit Selbstmedikation vertretbar.`,
        ),
        image(
          'Warnzeichen',
          'harnwegsinfekt-warnzeichen',
          'Übersicht der Warnzeichen bei Harnwegsinfekt: Fieber, Flankenschmerz, Blut im Urin, Männer, Schwangere, Kinder',
        ),
        text(
          'Selbstmedikation und Vorbeugung',
          `
          - **Viel trinken** (2–3 Liter, sofern keine Herz- oder Niereninsuffizienz) spült Bakterien aus
          - **Ibuprofen** lindert Schmerzen und Entzündung
          - **Bärentraubenblätter** (Arbutin) wirken antibakteriell: höchstens eine Woche und höchstens fünfmal im Jahr, nicht in Schwangerschaft und Stillzeit
          - **Durchspülungstherapie** mit Goldrute, Birkenblättern oder Brennnessel – nicht bei Ödemen durch Herz- oder Niereninsuffizienz
          - **Kapuzinerkresse und Meerrettich** (Senfölglykoside)

          Zur Vorbeugung: nach dem Geschlechtsverkehr Wasser lassen, Füße und Unterleib warm halten, D-Mannose bei wiederkehrenden Infekten; die Datenlage zu Cranberry ist uneinheitlich.`,
        ),
        text(
          'Antibiotika-Abgabe: Fosfomycin',
          `
          Ärztlich wird häufig **Fosfomycin 3 g** als Einmalgabe verordnet (alternativ z. B. Pivmecillinam oder Nitrofurantoin).

          Abgabehinweise für Fosfomycin:
          - Granulat in Wasser auflösen und **nüchtern** einnehmen – 2–3 Stunden vor oder nach einer Mahlzeit
          - am besten **abends nach dem Entleeren der Blase**, damit der Wirkstoff lange in der Blase bleibt
          - Beschwerden klingen oft erst nach 2–3 Tagen vollständig ab
          - bei Fieber, Flankenschmerzen oder ausbleibender Besserung erneut zum Arzt`,
        ),
        download('Quellen', 'Quellen zur Behandlung unkomplizierter Harnwegsinfekte.', 'quellen-harnwegsinfekt.pdf'),
      ],
      [
        single(
          'q1',
          'Welcher Erreger verursacht die meisten Blasenentzündungen?',
          ['*Escherichia coli', 'Influenzavirus', 'Candida albicans', 'Rhinovirus'],
          'E. coli aus der Darmflora ist für rund drei Viertel der unkomplizierten Harnwegsinfekte verantwortlich.',
        ),
        multiple(
          'q2',
          'Wer gehört bei Verdacht auf Blasenentzündung immer zum Arzt?',
          ['*Männer', '*Schwangere', '*Kinder', 'Eine sonst gesunde Frau mit leichtem Brennen seit einem Tag'],
          'Bei Männern, Schwangeren und Kindern gilt ein Harnwegsinfekt als kompliziert und muss ärztlich behandelt werden.',
        ),
        multiple(
          'q3',
          'Welche Symptome deuten auf eine Nierenbeckenentzündung hin?',
          ['*Fieber', '*Flankenschmerzen', '*Schüttelfrost', 'Leichter Harndrang ohne weitere Beschwerden'],
          'Fieber, Flankenschmerz und Schüttelfrost sprechen für eine aufsteigende Infektion – sofort zum Arzt.',
        ),
        single(
          'q4',
          'Was gilt für Bärentraubenblätter?',
          [
            '*Höchstens eine Woche und höchstens fünfmal im Jahr',
            'Dauerhaft zur Vorbeugung einnehmen',
            'Ideal in der Schwangerschaft',
            'Nur für Kinder unter 6 Jahren',
          ],
          'Wegen des Hydrochinon-Gehalts ist die Anwendung zeitlich begrenzt; in Schwangerschaft und Stillzeit ist sie kontraindiziert.',
        ),
        single(
          'q5',
          'Wie wird Fosfomycin 3 g eingenommen?',
          [
            '*Nüchtern, am besten abends nach dem Entleeren der Blase',
            'Mit einer fettreichen Mahlzeit',
            'Dreimal täglich für 10 Tage',
            'Als Salbe auf den Unterbauch',
          ],
          'Nüchtern wird Fosfomycin besser aufgenommen; über Nacht bleibt der Wirkstoff lange in der Blase.',
        ),
        single(
          'q6',
          'Wann ist eine Durchspülungstherapie nicht geeignet?',
          [
            '*Bei Ödemen infolge Herz- oder Niereninsuffizienz',
            'Bei leichter Blasenentzündung',
            'Im Sommer',
            'Bei Frauen über 30',
          ],
          'Bei eingeschränkter Herz- oder Nierenfunktion darf die Flüssigkeitszufuhr nicht ohne ärztlichen Rat gesteigert werden.',
        ),
      ],
    ),
  }),
];
