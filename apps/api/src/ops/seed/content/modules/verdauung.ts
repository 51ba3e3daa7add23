import { content, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const verdauungModules: SeedModule[] = [
  seedModule({
    slug: 'verdauung-grundlagen',
    name: 'Verdauungsbeschwerden beraten',
    longName: 'Verdauungsbeschwerden beraten: Durchfall, Verstopfung und Reizmagen',
    shortDescription:
      'Die häufigsten Magen-Darm-Beschwerden in der Selbstmedikation – mit Warnzeichen und Wirkstoffübersicht.',
    type: 0,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 20,
    budget: 0,
    visibleFromDaysAgo: 140,
    minSeconds: 90,
    content: content(
      [
        text(
          'Akuter Durchfall',
          `
          Akuter Durchfall ist meist viral (z. B. Noro- oder Rotaviren) und heilt nach wenigen Tagen aus. Das wichtigste Ziel ist der **Ausgleich von Flüssigkeit und Elektrolyten**:
          - **Orale Rehydratationslösung (ORS)** mit Glucose und Elektrolyten – für alle Altersgruppen, besonders Kinder und Ältere
          - **Loperamid** hemmt die Darmbewegung: in der Selbstmedikation ab 12 Jahren und höchstens 2 Tage; nicht bei Fieber oder blutigem Durchfall
          - **Racecadotril** hemmt die Sekretion von Wasser in den Darm
          - **Probiotika** wie Saccharomyces boulardii können die Dauer verkürzen

          **Zum Arzt:** Säuglinge und Kleinkinder, Hochbetagte, Blut oder Schleim im Stuhl, hohes Fieber, Durchfall über 3 Tage, Zeichen der Austrocknung.`,
        ),
        text(
          'Verstopfung',
          `
          Zuerst an den Lebensstil denken: **Ballaststoffe, ausreichend trinken, Bewegung**, den Stuhldrang nicht unterdrücken.

          Abführmittel:
          - **Quellmittel** (Flohsamenschalen): nur mit reichlich Wasser – mindestens 150 ml pro 5 g –, Abstand zu anderen Arzneimitteln
          - **Osmotisch** (Macrogol, Lactulose): binden Wasser im Darm; Lactulose kann Blähungen verursachen
          - **Stimulierend** (Bisacodyl, Natriumpicosulfat): Wirkung oral nach 6–12 Stunden, daher abends einnehmen; für die kurzfristige Anwendung

          **Zum Arzt:** Blut im Stuhl, ungewollter Gewichtsverlust, neu aufgetretene Veränderung der Stuhlgewohnheiten ab 50 Jahren, starke Bauchschmerzen.`,
        ),
        image(
          'Abführmittel im Überblick',
          'verdauung-abfuehrmittel',
          'Vier Gruppen: Lebensstil, Quellmittel, osmotische und stimulierende Abführmittel mit Beispielen',
        ),
        text(
          'Reizmagen und Blähungen',
          `
          Funktionelle Beschwerden wie Völlegefühl, Druck im Oberbauch und Blähungen ohne organische Ursache nennt man Reizmagen. Bewährt haben sich:
          - pflanzliche Kombinationen mit Pfefferminze, Kamille und Kümmel (krampflösend, entblähend)
          - **Simeticon** bei Blähungen – es lässt Gasbläschen zerfallen
          - kleinere Mahlzeiten, langsam essen, Wärme auf den Bauch`,
        ),
      ],
      [
        single(
          'q1',
          'Was ist bei akutem Durchfall am wichtigsten?',
          [
            '*Flüssigkeit und Elektrolyte ersetzen',
            'Sofort ein Antibiotikum einnehmen',
            'Zwei Tage nichts trinken',
            'Abführmittel einnehmen',
          ],
          'Der Verlust von Wasser und Salzen ist die eigentliche Gefahr – besonders bei Kindern und älteren Menschen.',
        ),
        multiple(
          'q2',
          'Was gilt für Loperamid in der Selbstmedikation?',
          ['*Ab 12 Jahren', '*Höchstens 2 Tage', '*Nicht bei Fieber oder blutigem Durchfall', 'Ideal für Säuglinge'],
          'Loperamid verlangsamt die Darmpassage. Bei Fieber oder Blut im Stuhl könnten Erreger länger im Darm bleiben; für kleine Kinder ist es nicht geeignet.',
        ),
        single(
          'q3',
          'Worauf achtest du bei Flohsamenschalen?',
          [
            '*Mit reichlich Wasser einnehmen',
            'Trocken schlucken',
            'Zusammen mit allen anderen Tabletten einnehmen',
            'Nur bei Durchfall anwenden',
          ],
          'Quellmittel brauchen viel Flüssigkeit, sonst droht ein Darmverschluss. Zu anderen Arzneimitteln Abstand halten, weil die Aufnahme verzögert werden kann.',
        ),
        single(
          'q4',
          'Wann wirkt Bisacodyl nach oraler Einnahme?',
          ['Nach 5 Minuten', '*Nach 6–12 Stunden', 'Nach 3 Tagen', 'Nach 2 Wochen'],
          'Deshalb wird Bisacodyl abends eingenommen, damit es am nächsten Morgen wirkt.',
        ),
        multiple(
          'q5',
          'Welche Warnzeichen erfordern bei Verstopfung einen Arztbesuch?',
          [
            '*Blut im Stuhl',
            '*Ungewollter Gewichtsverlust',
            '*Neue Veränderung der Stuhlgewohnheiten ab 50',
            'Verstopfung nach einer Flugreise',
          ],
          'Diese Zeichen können auf eine ernste Erkrankung wie Darmkrebs hinweisen. Reisebedingte Verstopfung ist meist harmlos.',
        ),
        single(
          'q6',
          'Wie wirkt Simeticon?',
          [
            '*Es lässt Gasbläschen im Darm zerfallen',
            'Es hemmt die Magensäure',
            'Es betäubt die Darmschleimhaut',
            'Es tötet Darmbakterien ab',
          ],
          'Simeticon setzt die Oberflächenspannung der Gasbläschen herab, sodass das Gas leichter resorbiert oder abgegangen werden kann.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'sodbrennen-stufentherapie',
    name: 'Sodbrennen stufengerecht behandeln',
    longName: 'Sodbrennen stufengerecht behandeln: von Antazida bis Protonenpumpenhemmer',
    shortDescription: 'Auslöser, Wirkstoffgruppen, Einnahmehinweise und Warnzeichen bei Reflux.',
    type: 1,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 30,
    budget: 0,
    visibleFromDaysAgo: 110,
    minSeconds: 120,
    content: content(
      [
        text(
          'Entstehung und Auslöser',
          `
          Beim Sodbrennen fließt saurer Mageninhalt in die Speiseröhre zurück, weil der untere Schließmuskel der Speiseröhre nicht ausreichend schließt.

          Typische Auslöser:
          - üppige, fettreiche Mahlzeiten, spätes Essen
          - Alkohol, Kaffee, Nikotin
          - Übergewicht, Schwangerschaft
          - Arzneimittel, z. B. Calciumantagonisten, Nitrate oder NSAR (reizen die Schleimhaut)`,
        ),
        image(
          'Die Stufen der Selbstmedikation',
          'sodbrennen-stufen',
          'Vier Stufen: Antazida, Alginate, H2-Blocker und Protonenpumpenhemmer mit Wirkeintritt',
        ),
        text(
          'Wirkstoffe',
          `
          - **Antazida** (Hydrotalcit, Magaldrat, Calciumcarbonat): neutralisieren die Säure innerhalb von Minuten; **2 Stunden Abstand** zu anderen Arzneimitteln wie Tetracyclinen, Chinolonen, Eisen oder Levothyroxin.
          - **Alginate** bilden eine Schaumschicht auf dem Mageninhalt; auch in der Schwangerschaft geeignet.
          - **H2-Blocker** (Famotidin): Wirkeintritt nach etwa einer Stunde, auch vorbeugend vor einer Mahlzeit.
          - **Protonenpumpenhemmer** (Omeprazol, Pantoprazol, Esomeprazol 20 mg): in der Selbstmedikation ab 18 Jahren, **höchstens 14 Tage**; einmal täglich vor dem Frühstück, volle Wirkung nach 2–3 Tagen – nicht für die schnelle Linderung.

          Allgemein: kleinere Mahlzeiten, nicht spät essen, Oberkörper nachts erhöht lagern, Gewicht reduzieren.`,
        ),
        text(
          'Warnzeichen',
          `
          An den Arzt verweisen bei:
          - Schluckbeschwerden, Erbrechen, ungewolltem Gewichtsverlust
          - Blut im Erbrochenen oder Teerstuhl
          - erstmaligem Auftreten nach dem 55. Lebensjahr
          - Beschwerden über 2–3 Wochen trotz Selbstmedikation
          - Brustschmerzen mit Ausstrahlung in Arm oder Kiefer – **an einen Herzinfarkt denken!**`,
        ),
      ],
      [
        single(
          'q1',
          'Wie lange dürfen Protonenpumpenhemmer in der Selbstmedikation höchstens eingenommen werden?',
          ['3 Tage', '*14 Tage', '3 Monate', 'Dauerhaft'],
          'Ohne ärztliche Abklärung ist die Anwendung auf 14 Tage begrenzt. Halten die Beschwerden an, muss die Ursache geklärt werden.',
        ),
        single(
          'q2',
          'Wann sollte ein Protonenpumpenhemmer eingenommen werden?',
          [
            'Nach dem Abendessen mit Milch',
            '*Einmal täglich vor dem Frühstück',
            'Nur bei akuten Beschwerden',
            'Zusammen mit einem Antazidum',
          ],
          'PPI hemmen aktive Protonenpumpen; diese werden durch die erste Mahlzeit aktiviert. Deshalb etwa 30 Minuten vor dem Frühstück einnehmen.',
        ),
        multiple(
          'q3',
          'Mit welchen Arzneimitteln sollten Antazida zeitversetzt eingenommen werden?',
          ['*Tetracycline', '*Eisenpräparate', '*Levothyroxin', 'Meerwasser-Nasenspray'],
          'Antazida binden mehrwertige Kationen bzw. verändern den pH-Wert und vermindern so die Aufnahme vieler Arzneistoffe. Abstand: etwa 2 Stunden.',
        ),
        single(
          'q4',
          'Welche Wirkstoffgruppe eignet sich besonders in der Schwangerschaft?',
          ['*Alginate', 'Protonenpumpenhemmer ohne Rücksprache', 'NSAR', 'Stimulierende Abführmittel'],
          'Alginate wirken lokal und werden kaum resorbiert. Sie gelten in der Schwangerschaft als gut geeignet.',
        ),
        multiple(
          'q5',
          'Welche Beschwerden sind Warnzeichen?',
          [
            '*Schluckbeschwerden',
            '*Teerstuhl',
            '*Erstmaliges Auftreten nach dem 55. Lebensjahr',
            'Sodbrennen nach einem üppigen Festessen',
          ],
          'Diese Zeichen können auf Blutungen, Tumoren oder Komplikationen hinweisen und müssen ärztlich abgeklärt werden.',
        ),
        single(
          'q6',
          'Ein Kunde beschreibt brennende Brustschmerzen, die in den linken Arm ausstrahlen. Was tust du?',
          [
            'Ein Antazidum empfehlen',
            '*Sofort den Notruf 112 veranlassen',
            'Einen PPI für 14 Tage empfehlen',
            'Pfefferminztee empfehlen',
          ],
          'Ausstrahlende Brustschmerzen sind ein Warnzeichen für einen Herzinfarkt. Hier zählt jede Minute.',
        ),
      ],
    ),
  }),
];
