import { content, download, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const vitamineModules: SeedModule[] = [
  seedModule({
    slug: 'vitalis-vitamin-d-produktwissen',
    name: 'Vitalis D3 + K2 Tropfen',
    longName: 'Produktwissen: Vitamin D richtig ergänzen mit Vitalis D3 + K2 Tropfen',
    shortDescription: 'Wer braucht Vitamin D, wie viel ist sinnvoll und wann ist Vitamin K2 ein Problem?',
    type: 2,
    productSlug: 'vitalis-d3-k2-tropfen',
    manufacturerSlug: 'vitalis-naturwerk',
    knowledgeValue: 15,
    budget: 4000,
    visibleFromDaysAgo: 85,
    minSeconds: 60,
    content: content(
      [
        text(
          'Vitamin D – das Sonnenvitamin',
          `
          Der Körper bildet Vitamin D überwiegend selbst in der Haut, wenn UV-B-Strahlung auf sie trifft. In Deutschland reicht die Sonne dafür nur etwa **von April bis September**. Über die Nahrung (fetter Fisch, Eier) wird nur ein kleiner Teil gedeckt.

          Die Deutsche Gesellschaft für Ernährung nennt bei fehlender Eigensynthese einen Schätzwert von **20 µg (800 I.E.) pro Tag** für Erwachsene.

          **Risikogruppen** für einen Mangel: ältere Menschen, Menschen, die selten draußen sind oder sich verhüllen, Menschen mit dunkler Haut, Säuglinge (Rachitisprophylaxe nach ärztlicher Empfehlung).`,
        ),
        image(
          'Woher kommt Vitamin D?',
          'vitamin-d-quellen',
          'Vitamin-D-Quellen: Eigensynthese durch Sonne, Lebensmittel, Ergänzung und Risikogruppen',
        ),
        text(
          'Vitalis D3 + K2 Tropfen in der Beratung',
          `
          - **1 Tropfen** enthält 20 µg (800 I.E.) Vitamin D3 und 20 µg Vitamin K2 (MK-7)
          - zu einer Mahlzeit einnehmen – Vitamin D ist **fettlöslich**
          - mehr ist nicht besser: Überdosierung kann zu einem zu hohen Calciumspiegel (Hyperkalzämie) führen

          **Wichtige Wechselwirkungen:**
          - **Vitamin-K-Antagonisten** (z. B. Phenprocoumon, Warfarin): Vitamin K schwächt die Gerinnungshemmung – nur nach ärztlicher Rücksprache
          - **Thiazid-Diuretika:** erhöhtes Risiko für Hyperkalzämie
          - **Herzglykoside:** Hyperkalzämie verstärkt deren Wirkung`,
        ),
        download(
          'Produktinformation',
          'Produktinformation zu Vitalis D3 + K2 Tropfen als PDF.',
          'vitalis-d3-k2-produktinfo.pdf',
        ),
      ],
      [
        single(
          'q1',
          'Wie deckt der Mensch den Großteil seines Vitamin-D-Bedarfs?',
          [
            '*Eigensynthese in der Haut durch UV-B-Strahlung',
            'Über Obst und Gemüse',
            'Über Trinkwasser',
            'Über die Atemluft',
          ],
          'Bis zu 90 % des Vitamin D bildet der Körper mithilfe von UV-B-Strahlung selbst.',
        ),
        single(
          'q2',
          'Welchen Schätzwert nennt die DGE bei fehlender Eigensynthese für Erwachsene?',
          ['2 µg pro Tag', '*20 µg (800 I.E.) pro Tag', '200 µg pro Tag', '20 mg pro Tag'],
          'Der Schätzwert liegt bei 20 µg bzw. 800 Internationalen Einheiten pro Tag.',
        ),
        single(
          'q3',
          'Bei welchen Arzneimitteln ist Vitamin K problematisch?',
          ['*Vitamin-K-Antagonisten wie Phenprocoumon', 'Cetirizin', 'Magnesium', 'Meerwasser-Nasenspray'],
          'Vitamin K ist der Gegenspieler der Cumarine. Eine unkontrollierte Zufuhr kann die Gerinnungshemmung abschwächen.',
        ),
        multiple(
          'q4',
          'Wer gehört zu den Risikogruppen für einen Vitamin-D-Mangel?',
          [
            '*Ältere Menschen',
            '*Menschen, die selten draußen sind',
            '*Menschen mit dunkler Haut',
            'Bauarbeiter im Sommer',
          ],
          'Mit dem Alter sinkt die Syntheseleistung der Haut; wenig Sonne und stärkere Pigmentierung verringern die Bildung ebenfalls.',
        ),
        single(
          'q5',
          'Warum sollten die Tropfen zu einer Mahlzeit eingenommen werden?',
          [
            '*Vitamin D ist fettlöslich und wird mit Nahrungsfett besser aufgenommen',
            'Damit sie besser schmecken',
            'Weil sie sonst Sodbrennen machen',
            'Das ist egal',
          ],
          'Fettlösliche Vitamine werden zusammen mit Nahrungsfetten deutlich besser resorbiert.',
        ),
        single(
          'q6',
          'Welche Folge kann eine Überdosierung von Vitamin D haben?',
          ['*Hyperkalzämie', 'Vitamin-C-Mangel', 'Sonnenbrand', 'Niedriger Blutzucker'],
          'Zu viel Vitamin D steigert die Calciumaufnahme; mögliche Folgen sind Nierensteine und Herzrhythmusstörungen.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'magnesium-verkaufsgespraech',
    name: 'Magnesium im Verkaufsgespräch',
    longName: 'Verkaufsgespräch: Magnesium bei Wadenkrämpfen und Sport',
    shortDescription: 'Wer profitiert von Magnesium, welche Verbindungen gibt es und was gilt für die Einnahme?',
    type: 3,
    productSlug: 'vitalis-magnesium-250-direkt',
    manufacturerSlug: 'vitalis-naturwerk',
    knowledgeValue: 15,
    budget: 4000,
    visibleFromDaysAgo: 28,
    minSeconds: 60,
    content: content(
      [
        text(
          'Bedarf und Mangelursachen',
          `
          Erwachsene brauchen laut DGE etwa **300–350 mg Magnesium pro Tag**. Ein erhöhter Bedarf oder Verluste entstehen bei:
          - Sport und starkem Schwitzen
          - Schwangerschaft und Stillzeit
          - Diuretika und **langfristiger Einnahme von Protonenpumpenhemmern**
          - Alkoholkonsum, Diabetes mellitus, Durchfallerkrankungen

          Typische Hinweise auf einen Mangel sind nächtliche Wadenkrämpfe, Muskelzucken und Müdigkeit.`,
        ),
        text(
          'Die Empfehlung',
          `
          **Organische Verbindungen** wie Magnesiumcitrat werden gut aufgenommen. Vitalis Magnesium 250 Direktgranulat zergeht ohne Wasser auf der Zunge – praktisch beim Sport.

          - Nahrungsergänzung: das BfR empfiehlt höchstens **250 mg pro Tag**, am besten auf zwei Portionen verteilt
          - höhere Dosen können **weichen Stuhl** oder Durchfall verursachen
          - **nicht bei schwerer Niereninsuffizienz** ohne ärztlichen Rat

          **Abstand halten:** 2–3 Stunden zu Tetracyclinen, Chinolonen, Bisphosphonaten und Eisen; mindestens 4 Stunden zu Levothyroxin.`,
        ),
        text(
          'Zusatzempfehlungen',
          `
          - ausreichend trinken, besonders beim Sport
          - Dehnübungen für die Wadenmuskulatur vor dem Schlafengehen
          - bei häufigen Krämpfen trotz Magnesium ärztlich abklären lassen (z. B. Elektrolytstörungen, Durchblutung, Arzneimittel)`,
        ),
      ],
      [
        single(
          'q1',
          'Wie viel Magnesium brauchen Erwachsene laut DGE ungefähr täglich?',
          ['30 mg', '*300–350 mg', '3000 mg', '3 g pro Kilogramm'],
          'Frauen benötigen etwa 300 mg, Männer etwa 350 mg Magnesium pro Tag.',
        ),
        multiple(
          'q2',
          'Welche Arzneimittel können zu Magnesiummangel führen?',
          [
            '*Diuretika',
            '*Langfristig eingenommene Protonenpumpenhemmer',
            'Meerwasser-Nasenspray',
            'Vitamin-C-Brausetabletten',
          ],
          'Diuretika erhöhen die Ausscheidung, PPI vermindern bei Langzeiteinnahme die Aufnahme von Magnesium.',
        ),
        single(
          'q3',
          'Welche Nebenwirkung tritt bei höheren Magnesiumdosen häufig auf?',
          ['*Weicher Stuhl oder Durchfall', 'Verstopfung', 'Schlaflosigkeit', 'Haarausfall'],
          'Nicht resorbiertes Magnesium bindet Wasser im Darm. Deshalb die Tagesmenge auf mehrere Portionen verteilen.',
        ),
        single(
          'q4',
          'Welchen Abstand hältst du zwischen Magnesium und Levothyroxin ein?',
          ['Keinen', '30 Minuten', '*Mindestens 4 Stunden', '2 Tage'],
          'Magnesium kann Levothyroxin im Darm binden und seine Aufnahme vermindern.',
        ),
        single(
          'q5',
          'Bei welcher Erkrankung ist Magnesium ohne ärztlichen Rat nicht geeignet?',
          ['Heuschnupfen', '*Schwere Niereninsuffizienz', 'Sonnenbrand', 'Erkältung'],
          'Magnesium wird über die Niere ausgeschieden; bei schwerer Niereninsuffizienz droht eine Anreicherung.',
        ),
      ],
    ),
  }),
];
