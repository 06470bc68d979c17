<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>GrailDesktop</name>
        <message>
            <location filename="app/describe.py" />
            <source>here</source>
            <translation>hier</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>{n} Energy</source>
            <translation>{n} Energie</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Explore {place}</source>
            <translation>{place} erkunden</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Travel to {place}</source>
            <translation>Nach {place} reisen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Location action</source>
            <translation>Ortsaktion</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Character action</source>
            <translation>Charakteraktion</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Inspect the Menhir</source>
            <translation>Den Menhir untersuchen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>free</source>
            <translation>kostenlos</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> (down from {dial})</source>
            <translation> (bisher {dial})</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> (up from {dial})</source>
            <translation> (bisher {dial})</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>: sets its dial to {dial}</source>
            <translation>: stellt seine Scheibe auf {dial}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Activate the Menhir</source>
            <translation>Den Menhir wecken</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Pass — end your day</source>
            <translation>Passen — deinen Tag beenden</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Eat 1 Food: +1 Health, −1 Terror</source>
            <translation>1 Nahrung essen: +1 Gesundheit, −1 Terror</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>1 Food</source>
            <translation>1 Nahrung</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Go without food: Energy drops to 0 (or lose 1 Health if it is already 0)</source>
            <translation>Ohne Nahrung bleiben: Energie fällt auf 0 (oder verliere 1 Gesundheit, wenn sie schon 0 ist)</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Drag it to the end of a chain, or press its number and Enter.</source>
            <translation>Ziehe sie an das Ende einer Kette oder drücke ihre Nummer und Enter.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>The chain against {enemy} is closed: nothing can follow {end_name}.</source>
            <translation>Die Kette gegen {enemy} ist geschlossen: auf {end_name} kann nichts folgen.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>The end of the chain against {enemy}: play a card here whose strikes meet {end_name}'s {nodes}; each strike that meets one happens.</source>
            <translation>Das Ende der Kette gegen {enemy}: Spiele hier eine Karte, deren Schläge auf {nodes} von {end_name} treffen; jeder Schlag, der einen davon trifft, geschieht.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>The {colour} die</source>
            <translation>Der Würfel ({colour})</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>A {colour} die in the pool: click it, or drag it to the active area, to commit it. {note}</source>
            <translation>Ein Würfel ({colour}) im Vorrat: Klicke ihn an oder ziehe ihn in den aktiven Bereich, um ihn einzusetzen. {note}</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>an enemy</source>
            <translation>einen Gegner</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>{named} is applied to {target}.</source>
            <translation>{named} wirkt auf {target}.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>A committed {colour} die: roll it. {note}</source>
            <translation>Ein eingesetzter Würfel ({colour}): Würfle ihn. {note}</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>{named}: drag it onto an enemy (or click it) to apply it.</source>
            <translation>{named}: Ziehe ihn auf einen Gegner (oder klicke ihn an), um ihn anzuwenden.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>{named}: a miss, no hit to apply.</source>
            <translation>{named}: ein Fehlwurf, kein Treffer anzuwenden.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>{named}: a hit that cannot be applied: {why}</source>
            <translation>{named}: ein Treffer, der sich nicht anwenden lässt: {why}</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>not now</source>
            <translation>jetzt nicht</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Roll
(key R)</source>
            <translation>Würfeln
(Taste R)</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Roll 1 die
(key R)</source>
            <translation>1 Würfel würfeln
(Taste R)</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Roll {count} dice
(key R)</source>
            <translation>{count} Würfel würfeln
(Taste R)</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Escape (Esc)
free of cost</source>
            <translation>Fliehen (Esc)
kostenlos</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source> and </source>
            <translation> und </translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Escape (Esc)
costs {cost}</source>
            <translation>Fliehen (Esc)
kostet {cost}</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>What you spend to act: Travel, Explore, Location and Character Actions. It returns at the End of the Day and can never be higher than your Health.</source>
            <translation>Was du zum Handeln ausgibst: Reisen, Erkunden, Orts- und Charakteraktionen. Sie kehrt am Ende des Tages zurück und kann nie höher sein als deine Gesundheit.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>How much harm your body can take. At 0 you are Dying.</source>
            <translation>Wie viel Schaden dein Körper erträgt. Bei 0 bist du Sterbend.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Strain on the mind. Higher than your Health you Panic; in the top two slots you are Going Insane.</source>
            <translation>Last auf dem Geist. Höher als deine Gesundheit gerätst du in Panik; in den obersten zwei Feldern bist du Im Wahn.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Eaten at the End of the Day: 1 Food gives +1 Health and −1 Terror.</source>
            <translation>Wird am Ende des Tages gegessen: 1 Nahrung gibt +1 Gesundheit und −1 Terror.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Coin and barter goods: pays for offerings, help and Menhirs.</source>
            <translation>Münzen und Tauschware: bezahlt Opfergaben, Hilfe und Menhire.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>How far your name carries on the island; some people only open up to the well known.</source>
            <translation>Wie weit dein Name auf der Insel reicht; manche öffnen sich nur Bekannten.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>The fire the Menhirs burn on; a cost of many Menhirs and old rites.</source>
            <translation>Das Feuer, von dem die Menhire brennen; der Preis vieler Menhire und alter Riten.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Spent at the End of the Day to raise attributes and buy advancement cards.</source>
            <translation>Wird am Ende des Tages ausgegeben, um Eigenschaften zu steigern und Aufstiegskarten zu kaufen.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Experience: spent at the End of the Day to raise attributes and buy advancement cards.</source>
            <translation>Erfahrung: wird am Ende des Tages ausgegeben, um Eigenschaften zu steigern und Aufstiegskarten zu kaufen.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A standing stone that holds back the wyrdness: while its dial lasts, every location within one card of it stays on the map.</source>
            <translation>Ein stehender Stein, der die Wyrdnis zurückhält: Solange seine Scheibe reicht, bleibt jeder Ort im Abstand einer Karte auf der Karte.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A dangerous encounter that stays on the map when you escape it and wanders each morning.</source>
            <translation>Eine gefährliche Begegnung, die auf der Karte bleibt, wenn du vor ihr fliehst, und jeden Morgen weiterzieht.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A mark on the campaign that remembers what you did; later sections read it.</source>
            <translation>Ein Zeichen der Kampagne, das sich merkt, was du getan hast; spätere Abschnitte lesen es.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A story card: knowledge, a debt, a relic. Kept when Items are lost; Personal ones never change hands.</source>
            <translation>Eine Geschichtskarte: Wissen, eine Schuld, ein Relikt. Bleibt, wenn Gegenstände verloren gehen; persönliche wechseln nie den Besitzer.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Equipment or a companion. Only one of each keyword is kept face up.</source>
            <translation>Ausrüstung oder ein Gefährte. Von jedem Schlüsselwort liegt nur einer offen.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Characters on the same location acting together: one Action, shared costs, shared encounters.</source>
            <translation>Charaktere am selben Ort, die gemeinsam handeln: eine Aktion, geteilte Kosten, geteilte Begegnungen.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Energy at 1 or 0: one card fewer in encounters and less Energy back at the End of the Day.</source>
            <translation>Energie bei 1 oder 0: eine Karte weniger in Begegnungen und weniger Energie zurück am Ende des Tages.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Terror higher than Health: one Strategy phase fewer per encounter round.</source>
            <translation>Terror höher als Gesundheit: eine Strategiephase weniger pro Begegnungsrunde.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Terror in the top two slots: Travel costs more, Nightmares replace Dreams.</source>
            <translation>Terror in den obersten zwei Feldern: Reisen kostet mehr, Albträume ersetzen Träume.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Health at 0: you have a few days to recover Health before you die.</source>
            <translation>Gesundheit bei 0: Du hast wenige Tage, um Gesundheit zurückzugewinnen, bevor du stirbst.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A main mission from an Event card; it stays in Active Quests until completed.</source>
            <translation>Eine Hauptaufgabe von einer Ereigniskarte; sie bleibt unter Aktive Aufträge, bis sie erfüllt ist.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A dial counting a quest's progress; it never goes down on its own.</source>
            <translation>Eine Scheibe, die den Fortschritt eines Auftrags zählt; sie sinkt nie von selbst.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A dial that counts down at each Start of the Day.</source>
            <translation>Eine Scheibe, die zu jedem Beginn des Tages herunterzählt.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A mark of lingering danger or change on a location card.</source>
            <translation>Ein Zeichen andauernder Gefahr oder Veränderung auf einer Ortskarte.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A journal section read at the End of the Day on a location with a Dream seal.</source>
            <translation>Ein Abschnitt des Erkundungsbuchs, gelesen am Ende des Tages an einem Ort mit Traumsiegel.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>What a Going Insane character reads instead of a Dream.</source>
            <translation>Was ein Charakter Im Wahn statt eines Traums liest.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: strength and force.</source>
            <translation>Eigenschaft: Stärke und Wucht.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: understanding others.</source>
            <translation>Eigenschaft: andere verstehen.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: cunning and deceit.</source>
            <translation>Eigenschaft: Schläue und Täuschung.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: plain honesty.</source>
            <translation>Eigenschaft: schlichte Ehrlichkeit.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: faith and fervour.</source>
            <translation>Eigenschaft: Glaube und Inbrunst.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: learning and old knowledge.</source>
            <translation>Eigenschaft: Gelehrsamkeit und altes Wissen.</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Might</source>
            <translation>Kraft</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Empathy</source>
            <translation>Mitgefühl</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Guile</source>
            <translation>List</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Candour</source>
            <translation>Offenheit</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Zeal</source>
            <translation>Eifer</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Lore</source>
            <translation>Wissen</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Food</source>
            <translation>Nahrung</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Wealth</source>
            <translation>Reichtum</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Magic</source>
            <translation>Magie</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Reputation</source>
            <translation>Ruf</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Experience</source>
            <translation>Erfahrung</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Exp</source>
            <translation>Erf.</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Energy</source>
            <translation>Energie</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Health</source>
            <translation>Gesundheit</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Terror</source>
            <translation>Terror</translation>
        </message>
        <message>
            <location filename="app/last_energy.py" />
            <source> and more</source>
            <translation> und mehr</translation>
        </message>
        <message>
            <location filename="app/last_energy.py" />
            <source>Last Energy: a paid action now ends your day. Still free: {actions}.</source>
            <translation>Letzte Energie: Eine bezahlte Aktion beendet jetzt deinen Tag. Noch frei: {actions}.</translation>
        </message>
        <message>
            <location filename="app/save_words.py" />
            <source>yesterday {clock}</source>
            <translation>gestern {clock}</translation>
        </message>
        <message>
            <location filename="app/save_words.py" />
            <source>today {clock}</source>
            <translation>heute {clock}</translation>
        </message>
        <message>
            <location filename="app/save_words.py" />
            <source>Day {day}</source>
            <translation>Tag {day}</translation>
        </message>
        <message>
            <location filename="app/save_words.py" />
            <source>last played {when}</source>
            <translation>zuletzt gespielt {when}</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Restored the checkpoint “{restored_from}”.</source>
            <translation>Den Haltepunkt „{restored_from}“ wiederhergestellt.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>The last action was taken back (struck through above).</source>
            <translation>Die letzte Aktion wurde zurückgenommen (oben durchgestrichen).</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Undo (Ctrl+Z) takes back your last action.</source>
            <translation>Rückgängig (Strg+Z) nimmt deine letzte Aktion zurück.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Nothing to undo yet today.</source>
            <translation>Heute gibt es noch nichts zurückzunehmen.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Undo stops here: the last step drew a card, rolled a die, read the journal or passed.</source>
            <translation>Rückgängig hält hier: Der letzte Schritt zog eine Karte, würfelte, las im Erkundungsbuch oder passte.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>A checkpoint cannot be marked during an encounter; finish it first.</source>
            <translation>Während einer Begegnung lässt sich kein Haltepunkt setzen; beende sie zuerst.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Autosave failed: {exc}</source>
            <translation>Automatische Sicherung fehlgeschlagen: {exc}</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Your campaign was autosaved.</source>
            <translation>Deine Kampagne wurde automatisch gesichert.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Menhir seal: a standing stone stands here. Wake it to light the land around it.</source>
            <translation>Menhirsiegel: Hier steht ein stehender Stein. Wecke ihn, um das Land um ihn zu erhellen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Dream seal: a character here at the End of the Day reads this place's Dream (a Nightmare while Going Insane).</source>
            <translation>Traumsiegel: Ein Charakter, der am Ende des Tages hier ist, liest den Traum dieses Ortes (einen Albtraum, solange er Im Wahn ist).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Settlement seal: people live here; its own action says what they offer.</source>
            <translation>Siedlungssiegel: Hier leben Menschen; die Aktion des Ortes sagt, was sie bieten.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Red slots (0 and 1): Exhausted — one card fewer in encounters, less Energy back at night.</source>
            <translation>Rote Felder (0 und 1): Erschöpft — eine Karte weniger in Begegnungen, nachts weniger Energie zurück.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Red slot (0): Dying — recover Health before the days run out.</source>
            <translation>Rotes Feld (0): Sterbend — gewinne Gesundheit zurück, bevor die Tage ablaufen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Red slots (the top two): Going Insane — Travel costs more, Nightmares replace Dreams. Terror above Health is Panic: one Strategy phase fewer each encounter round.</source>
            <translation>Rote Felder (die obersten zwei): Im Wahn — Reisen kostet mehr, Albträume ersetzen Träume. Terror über der Gesundheit ist Panik: eine Strategiephase weniger in jeder Begegnungsrunde.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;{name} {value}&lt;/b&gt; of {max} (starts at {start})</source>
            <translation>&lt;b&gt;{name} {value}&lt;/b&gt; von {max} (Start bei {start})</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>» marks the starting slot.</source>
            <translation>» markiert das Startfeld.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Health cap: Energy can never be higher than Health ({cap}); the slots above it are shaded.</source>
            <translation>Gesundheitsgrenze: Energie kann nie höher sein als Gesundheit ({cap}); die Felder darüber sind schattiert.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;{value}&lt;/b&gt;'s pawn</source>
            <translation>Figur von &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Energy {value}, Health {value2}, Terror {value3}</source>
            <translation>Energie {value}, Gesundheit {value2}, Terror {value3}</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>States: </source>
            <translation>Zustände: </translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Their turn: drag onto a glowing location to travel.</source>
            <translation>Am Zug: auf einen leuchtenden Ort ziehen, um zu reisen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Waiting for their turn.</source>
            <translation>Wartet auf seinen Zug.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Right-click: the character's sheet.</source>
            <translation>Rechtsklick: der Bogen des Charakters.</translation>
        </message>
        <message numerus="yes">
            <location filename="app/tips.py" />
            <source>%n day(s) of light left</source>
            <translation>
                <numerusform>noch %n Tag Licht</numerusform>
                <numerusform>noch %n Tage Licht</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>it goes dark at the next dawn</source>
            <translation>er erlischt beim nächsten Morgengrauen</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;Menhir&lt;/b&gt;: {days}. {rule} The dial drops by 1 every morning; waking the stone again sets it (leftover days are lost).</source>
            <translation>&lt;b&gt;Menhir&lt;/b&gt;: {days}. {rule} Die Scheibe sinkt jeden Morgen um 1; den Stein erneut zu wecken stellt sie neu (übrige Tage gehen verloren).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;Guardian&lt;/b&gt;: {value}. {value2}</source>
            <translation>&lt;b&gt;Wächter&lt;/b&gt;: {value}. {value2}</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;{value}&lt;/b&gt; (location {number})</source>
            <translation>&lt;b&gt;{value}&lt;/b&gt; (Ort {number})</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;i&gt;Transformed:&lt;/i&gt; this card replaced location {legacy}.</source>
            <translation>&lt;i&gt;Verwandelt:&lt;/i&gt; Diese Karte hat Ort {legacy} ersetzt.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;i&gt;Action:&lt;/i&gt; {value}</source>
            <translation>&lt;i&gt;Aktion:&lt;/i&gt; {value}</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;i&gt;On arrival (⚡):&lt;/i&gt; {value}</source>
            <translation>&lt;i&gt;Bei Ankunft (⚡):&lt;/i&gt; {value}</translation>
        </message>
        <message numerus="yes">
            <location filename="app/tips.py" />
            <source>%n Time Token(s): {rule}</source>
            <translation>
                <numerusform>%n Zeitmarke: {rule}</numerusform>
                <numerusform>%n Zeitmarken: {rule}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Direction Keys on the edges: the numbers of the cards this one connects to.</source>
            <translation>Richtungszeichen an den Rändern: die Nummern der Karten, mit denen diese verbunden ist.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;span style='color:#c25a48'&gt;Out of Menhir range: this card fades at the next dawn.&lt;/span&gt;</source>
            <translation>&lt;span style='color:#c25a48'&gt;Außerhalb der Reichweite eines Menhirs: Diese Karte verblasst beim nächsten Morgengrauen.&lt;/span&gt;</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Click, or drag your pawn here, to travel.</source>
            <translation>Klicken oder deine Figur hierher ziehen, um zu reisen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Right-click: read the card large.</source>
            <translation>Rechtsklick: die Karte groß lesen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source> It is flipped in a fight for its effect, once per encounter.</source>
            <translation> Im Kampf wird er für seinen Effekt umgedreht, einmal pro Begegnung.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>face up: in use</source>
            <translation>offen: in Gebrauch</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>face down: kept, not in use (one card of a keyword is in use)</source>
            <translation>verdeckt: behalten, nicht in Gebrauch (von einem Schlüsselwort ist eine Karte in Gebrauch)</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;{value}&lt;/b&gt; — Item · {kind}{face}&lt;br&gt;{text}{flip}&lt;br&gt;Right-click: read it large.</source>
            <translation>&lt;b&gt;{value}&lt;/b&gt; — Gegenstand · {kind}{face}&lt;br&gt;{text}{flip}&lt;br&gt;Rechtsklick: groß lesen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Personal Secret (never changes hands)</source>
            <translation>Persönliches Geheimnis (wechselt nie den Besitzer)</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Secret</source>
            <translation>Geheimnis</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;{value}&lt;/b&gt; — {kind}&lt;br&gt;{text}&lt;br&gt;Right-click: read it large.</source>
            <translation>&lt;b&gt;{value}&lt;/b&gt; — {kind}&lt;br&gt;{text}&lt;br&gt;Rechtsklick: groß lesen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>a state of the character</source>
            <translation>ein Zustand des Charakters</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Read this location's journal entry: its story, its choices and what they cost. Ends with “Exploration ends”.</source>
            <translation>Den Eintrag dieses Ortes im Erkundungsbuch lesen: seine Geschichte, seine Wahlen und was sie kosten. Endet mit „Die Erkundung endet“.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Move to a connected card (both cards carry a Direction Key on the shared edge). New cards around it are revealed; Guardians there attack.</source>
            <translation>Zu einer verbundenen Karte ziehen (beide Karten tragen ein Richtungszeichen am gemeinsamen Rand). Neue Karten ringsum werden aufgedeckt; Wächter dort greifen an.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>This location's own action, as its card says.</source>
            <translation>Die eigene Aktion dieses Ortes, wie seine Karte sagt.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Your character's own action, as the character card says.</source>
            <translation>Die eigene Aktion deines Charakters, wie die Charakterkarte sagt.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>See whether the Menhir here is lit, how many days its dial has left, and what waking it costs. Free: your turn goes on.</source>
            <translation>Sehen, ob der Menhir hier brennt, wie viele Tage seine Scheibe noch hat und was es kostet, ihn zu wecken. Kostenlos: dein Zug geht weiter.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Wake the Menhir: pay its cost (per player) and set its dial; land within one card of it stays on the map while the dial lasts.</source>
            <translation>Den Menhir wecken: seine Kosten (pro Spieler) zahlen und seine Scheibe stellen; Land im Abstand einer Karte bleibt auf der Karte, solange die Scheibe reicht.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>End this character's day: no more actions until the End of the Day.</source>
            <translation>Den Tag dieses Charakters beenden: keine Aktionen mehr bis zum Ende des Tages.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Hand Food, Wealth, an Item or a Secret to a character on the same location. Free.</source>
            <translation>Nahrung, Reichtum, einen Gegenstand oder ein Geheimnis an einen Charakter am selben Ort übergeben. Kostenlos.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take an Item left on this location.</source>
            <translation>Einen hier zurückgelassenen Gegenstand nehmen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Rest by eating: pay 1 Food to gain 1 Health and lose 1 Terror.</source>
            <translation>Rasten und essen: 1 Nahrung zahlen, um 1 Gesundheit zu erhalten und 1 Terror zu verlieren.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Rest without eating: keeps your Food, but Energy drops to 0 (already 0: lose 1 Health instead).</source>
            <translation>Rasten ohne zu essen: Deine Nahrung bleibt, aber die Energie fällt auf 0 (ist sie schon 0, verlierst du stattdessen 1 Gesundheit).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Finish this step of the End of the Day and go on to the next.</source>
            <translation>Diesen Schritt des Endes des Tages abschließen und zum nächsten übergehen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Choose this journal option: the story goes on from it; a price it names is paid when you choose.</source>
            <translation>Diese Wahl im Erkundungsbuch treffen: Die Geschichte geht von ihr aus weiter; einen Preis, den sie nennt, zahlst du, sobald du wählst.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Strike by drawing: the top card of your deck goes to your hand.</source>
            <translation>Schlagen durch Ziehen: Die oberste Karte deines Stapels kommt auf deine Hand.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Strike: put this card at the end of the chain. Each of its strikes that meets a node of the card before it happens once.</source>
            <translation>Schlagen: Diese Karte ans Ende der Kette legen. Jeder ihrer Schläge, der einen Knoten der Karte davor trifft, geschieht einmal.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Move dice from your pool to the active area, ready to roll. Only dice of the dial's colour count.</source>
            <translation>Würfel aus deinem Vorrat in den aktiven Bereich legen, bereit zum Würfeln. Nur Würfel in der Farbe der Scheibe zählen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Roll every die in the active area; then place the hits on enemies.</source>
            <translation>Jeden Würfel im aktiven Bereich würfeln; dann die Treffer auf Gegner legen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Place this rolled hit on the enemy: its hits count against the enemy's Health.</source>
            <translation>Diesen gewürfelten Treffer auf den Gegner legen: Seine Treffer zählen gegen die Gesundheit des Gegners.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Flip this Item for its effect; it stays face down until the encounter ends.</source>
            <translation>Diesen Gegenstand für seine Wirkung umdrehen; er bleibt verdeckt, bis die Begegnung endet.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>End this Strategy phase; the next one begins (Strike, Commit, Roll, Apply).</source>
            <translation>Diese Strategiephase beenden; die nächste beginnt (Schlagen, Einsetzen, Würfeln, Anwenden).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>End the round: enemies' After effects happen and the dial turns. Dice not applied are exhausted.</source>
            <translation>Die Runde beenden: Die Nachwirkungen der Gegner geschehen und die Scheibe dreht sich. Nicht angewandte Würfel sind verbraucht.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Leave the encounter: pay the escape cost of every enemy still standing.</source>
            <translation>Die Begegnung verlassen: die Fluchtkosten jedes Gegners zahlen, der noch steht.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take this instant reward.</source>
            <translation>Diese sofortige Belohnung nehmen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Leave the instant rewards and go on.</source>
            <translation>Die sofortigen Belohnungen liegen lassen und weitergehen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Put this card on your discard pile (your hand is above its limit).</source>
            <translation>Diese Karte auf deine Ablage legen (deine Hand ist über ihrem Limit).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>This Item or Secret stays face up (in use); the other of the same keyword is kept face down.</source>
            <translation>Dieser Gegenstand oder dieses Geheimnis bleibt offen (in Gebrauch); der andere mit demselben Schlüsselwort bleibt verdeckt.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take up this character's card and play on with it (its standard setup).</source>
            <translation>Die Karte dieses Charakters übernehmen und mit ihm weiterspielen (sein Standardaufbau).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take up no character now: you wait while the others play on.</source>
            <translation>Jetzt keinen Charakter übernehmen: Du wartest, während die anderen weiterspielen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Accept the Allmother's Mercy: the chapter starts again with fresh characters.</source>
            <translation>Die Gnade der Allmutter annehmen: Das Kapitel beginnt von Neuem mit frischen Charakteren.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Spend Experience to raise this attribute by one point.</source>
            <translation>Erfahrung ausgeben, um dieses Attribut um einen Punkt zu steigern.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Spend 2 Experience: see three Advancement cards of this deck and keep one.</source>
            <translation>2 Erfahrung ausgeben: drei Aufstiegskarten dieses Stapels ansehen und eine behalten.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Keep this Advancement card: it goes into your deck.</source>
            <translation>Diese Aufstiegskarte behalten: Sie kommt in deinen Stapel.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take this card out of the deck (kept aside; you can put it back today).</source>
            <translation>Diese Karte aus dem Stapel nehmen (beiseitegelegt; du kannst sie heute noch zurücklegen).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Put this card back into the deck.</source>
            <translation>Diese Karte zurück in den Stapel legen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take this Skill with this side face up.</source>
            <translation>Diese Fertigkeit mit dieser Seite nach oben nehmen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Face this Guardian first; the others wait their turn.</source>
            <translation>Zuerst diesem Wächter entgegentreten; die anderen warten, bis sie an der Reihe sind.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Pass this Secret on to the character named.</source>
            <translation>Dieses Geheimnis an den genannten Charakter weitergeben.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Begin the next chapter with the same party.</source>
            <translation>Das nächste Kapitel mit derselben Gruppe beginnen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>A party action: everyone named acts together and each pays their share.</source>
            <translation>Eine Gruppenaktion: Alle Genannten handeln gemeinsam, und jeder zahlt seinen Anteil.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>a {what} encounter card drawn</source>
            <translation>eine gezogene {what} Begegnungskarte</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>the Guardian </source>
            <translation>der Wächter </translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>person</source>
            <translation>Person</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>easy bot</source>
            <translation>leichter Bot</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>steady bot</source>
            <translation>beständiger Bot</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>cunning bot</source>
            <translation>listiger Bot</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>setting up</source>
            <translation>im Aufbau</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>Preparation</source>
            <translation>Vorbereitung</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>War Phase</source>
            <translation>Kriegsphase</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>{first} against {others}</source>
            <translation>{first} gegen {others}</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>A match saved earlier</source>
            <translation>Eine früher gespeicherte Partie</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>the game is over</source>
            <translation>das Spiel ist vorbei</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>Season {season}, round {round}</source>
            <translation>Jahreszeit {season}, Runde {round}</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>Season {season}</source>
            <translation>Jahreszeit {season}</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>{place} ({phase})</source>
            <translation>{place} ({phase})</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>{faction} ({kind})</source>
            <translation>{faction} ({kind})</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>{who} {vp} VP</source>
            <translation>{who} {vp} SP</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>The Riven Veil: {name}</source>
            <translation>Der Zerrissene Schleier: {name}</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>{first} against {count} others</source>
            <translation>{first} gegen {count} weitere</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>Start of the Day</source>
            <translation>Beginn des Tages</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>During the Day</source>
            <translation>Während des Tages</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>End of the Day</source>
            <translation>Ende des Tages</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message numerus="yes">
            <location filename="app/views.py" />
            <source>{place}: %n day(s)</source>
            <translation>
                <numerusform>{place}: %n Tag</numerusform>
                <numerusform>{place}: %n Tage</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>{place}: goes dark at dawn</source>
            <translation>{place}: erlischt im Morgengrauen</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Take back the last action (Ctrl+Z)</source>
            <translation>Die letzte Aktion zurücknehmen (Strg+Z)</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Not now: {why}</source>
            <translation>Jetzt nicht: {why}</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Travel (1 Energy each)</source>
            <translation>Reisen (je 1 Energie)</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Travel</source>
            <translation>Reisen</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Or click a glowing card on the map (or drag your pawn).</source>
            <translation>Oder klicke auf eine leuchtende Karte (oder ziehe deine Figur).</translation>
        </message>
        <message>
            <location filename="ui/board_faces.py" />
            <source>No effects.</source>
            <translation>Keine Effekte.</translation>
        </message>
        <message>
            <location filename="ui/board_faces.py" />
            <source>+ {more} more</source>
            <translation>+ {more} weitere</translation>
        </message>
        <message>
            <location filename="ui/card_viewer.py" />
            <source>Card</source>
            <translation>Karte</translation>
        </message>
        <message>
            <location filename="ui/card_viewer.py" />
            <source>Space, Enter or Escape closes it</source>
            <translation>Leertaste, Eingabe oder Esc schließt sie</translation>
        </message>
        <message>
            <location filename="ui/cards.py" />
            <source>&lt;span style='color:#2a2219'&gt;&lt;b style='color:#6b3a1e'&gt;{value}&lt;/b&gt; {value2}&lt;/span&gt;</source>
            <translation>&lt;span style='color:#2a2219'&gt;&lt;b style='color:#6b3a1e'&gt;{value}&lt;/b&gt; {value2}&lt;/span&gt;</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>The chapter is won</source>
            <translation>Das Kapitel ist gewonnen</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Save the completion and return to the start</source>
            <translation>Den Abschluss speichern und zum Start zurückkehren</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Saves the campaign and keeps this moment as the chapter's completion save (Load… lists it), then goes back to the start screen.</source>
            <translation>Speichert die Kampagne und bewahrt diesen Moment als Abschluss-Spielstand des Kapitels (Laden… führt ihn auf), dann geht es zurück zum Startbildschirm.</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Begin {following}</source>
            <translation>{following} beginnen</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Begin {following} with this party</source>
            <translation>{following} mit dieser Gruppe beginnen</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Save the completion and go on to {following} with the party ticked above.</source>
            <translation>Den Abschluss speichern und mit der oben angekreuzten Gruppe in {following} weiterziehen.</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>{name}, goes on</source>
            <translation>{name} zieht weiter</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>{name}, joins fresh</source>
            <translation>{name} stößt neu dazu</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Chapter {value} · {chapter_title} · won</source>
            <translation>Kapitel {value} · {chapter_title} · gewonnen</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>The chapter in figures</source>
            <translation>Das Kapitel in Zahlen</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Search the chronicle…</source>
            <translation>Die Chronik durchsuchen…</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Search the chronicle</source>
            <translation>Die Chronik durchsuchen</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Chronicle</source>
            <translation>Chronik</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Save the chronicle as a text file</source>
            <translation>Die Chronik als Textdatei speichern</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Guide</source>
            <translation>Führung</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Start a proper campaign…</source>
            <translation>Eine richtige Kampagne beginnen…</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Skip the guide</source>
            <translation>Die Führung überspringen</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Leave the guide; Help → Guided first day resumes it here</source>
            <translation>Die Führung verlassen; Hilfe → Geführter erster Tag setzt sie hier fort</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Guided first day · step {value} of {value2}</source>
            <translation>Geführter erster Tag · Schritt {value} von {value2}</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>You took another way. Do what the step asks if you still can, or skip it: the guide goes on.</source>
            <translation>Du bist einen anderen Weg gegangen. Tu, was der Schritt verlangt, wenn du noch kannst, oder überspring ihn: Die Führung geht weiter.</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>The guide waits for you to do it.</source>
            <translation>Die Führung wartet, bis du es tust.</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>This step needs you on {place}, the card the guide marked: travel there first.</source>
            <translation>Für diesen Schritt musst du auf {place} stehen, der Karte, die die Führung markiert hat: Reise zuerst dorthin.</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Skip step</source>
            <translation>Schritt überspringen</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Keep playing</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <location filename="ui/crash.py" />
            <source>Something went wrong</source>
            <translation>Etwas ist schiefgegangen</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Day bar</source>
            <translation>Tagesleiste</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Day {day} · {phase}</source>
            <translation>Tag {day} · {phase}</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>No Event yet</source>
            <translation>Noch kein Ereignis</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Event: {title}</source>
            <translation>Ereignis: {title}</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Quests: {names}</source>
            <translation>Aufträge: {names}</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Menhirs: {list}</source>
            <translation>Menhire: {list}</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>all dark</source>
            <translation>alle erloschen</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>{turn} acts</source>
            <translation>{turn} ist am Zug</translation>
        </message>
        <message>
            <location filename="ui/day_screens.py" />
            <source>Face what the night brings (Enter)</source>
            <translation>Dem begegnen, was die Nacht bringt (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/day_screens.py" />
            <source>Continue to the day</source>
            <translation>Weiter zum Tag</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Unsaved progress</source>
            <translation>Ungespeicherter Fortschritt</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Save the campaign before {doing}?</source>
            <translation>Die Kampagne speichern, bevor du {doing}?</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Don't save</source>
            <translation>Nicht speichern</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>About Grail Desktop</source>
            <translation>Über Grail Desktop</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source> pt</source>
            <translation> pt</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Text size</source>
            <translation>Schriftgröße</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Theme</source>
            <translation>Farbschema</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Animation speed</source>
            <translation>Animationstempo</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Ask before Pass (it cannot be taken back)</source>
            <translation>Vor „Passen“ nachfragen (es lässt sich nicht zurücknehmen)</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Confirmations</source>
            <translation>Rückfragen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Draw node symbols with shapes as well as colours</source>
            <translation>Knoten mit Formen wie mit Farben zeichnen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Colour-blind aid</source>
            <translation>Hilfe bei Farbenblindheit</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Show big moments large (quests, Menhirs, Items, Secrets, endings)</source>
            <translation>Große Momente groß zeigen (Aufträge, Menhire, Gegenstände, Geheimnisse, Enden)</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Reveals</source>
            <translation>Enthüllungen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Play a short chime with them</source>
            <translation>Dazu einen kurzen Klang spielen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>The system's language ({name})</source>
            <translation>Die Sprache des Systems ({name})</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>The language of the interface and the campaign's text; used from the next start</source>
            <translation>Die Sprache der Oberfläche und der Kampagnentexte; gilt ab dem nächsten Start</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Off: wait for Continue</source>
            <translation>Aus: auf Weiter warten</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Riven Veil: continue by itself after a reveal</source>
            <translation>Zerrissener Schleier: nach dem Aufdecken von selbst weiter</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>After choices, Battle Plans or a region's scoring are revealed, go on by itself</source>
            <translation>Sind Wahlen, Schlachtpläne oder die Wertung einer Region aufgedeckt, von selbst weitergehen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Riven Veil reveals</source>
            <translation>Aufdecken im Zerrissenen Schleier</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Read-aloud voice</source>
            <translation>Vorlesestimme</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Default voice</source>
            <translation>Standardstimme</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>The voices are listed once read-aloud has started</source>
            <translation>Die Stimmen erscheinen, sobald das Vorlesen einmal gestartet ist</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Read-aloud rate</source>
            <translation>Vorlesetempo</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Slower ← → faster</source>
            <translation>Langsamer ← → schneller</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>The fight's log</source>
            <translation>Verlauf des Kampfes</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>&lt;b&gt;The fight's log&lt;/b&gt;</source>
            <translation>&lt;b&gt;Verlauf des Kampfes&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Keys: 1–9 card · arrows chain · Enter play · D die · N draw · R roll · V read a card · Esc lets go, then escapes · wheel or +/− zoom, 0 fits</source>
            <translation>Tasten: 1–9 Karte · Pfeile Kette · Eingabe ausspielen · D Würfel · N ziehen · R würfeln · V Karte lesen · Esc lässt los, dann fliehen · Mausrad oder +/− zoomen, 0 einpassen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Keys: 1–9 · arrows · Enter · D · N · R · V · Esc · +/− (hover)</source>
            <translation>Tasten: 1–9 · Pfeile · Eingabe · D · N · R · V · Esc · +/− (zeigen)</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Take: {reward}</source>
            <translation>Nehmen: {reward}</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Skip rewards</source>
            <translation>Belohnungen auslassen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Use {name}</source>
            <translation>{name} benutzen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Roll (R)</source>
            <translation>Würfeln (R)</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>End phase</source>
            <translation>Phase beenden</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Resolve</source>
            <translation>Auflösen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>not possible right now</source>
            <translation>gerade nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>{full}. Not now: {why}</source>
            <translation>{full}. Jetzt nicht: {why}</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>{full}: not now — {value}</source>
            <translation>{full}: jetzt nicht — {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>The dial shows {dial}: only {dial} dice apply. It turns red → blue → gold after each Resolve phase.</source>
            <translation>Die Scheibe zeigt {dial}: nur {dial} Würfel wirken. Nach jeder Auflösungsphase dreht sie sich rot → blau → gold.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Back to the map (Enter)</source>
            <translation>Zurück zur Karte (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Strike step: draw or play a card (or commit dice)</source>
            <translation>Schlagschritt: eine Karte ziehen oder spielen (oder Würfel einsetzen)</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Commit step: commit dice, then roll</source>
            <translation>Einsatzschritt: Würfel einsetzen, dann würfeln</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Apply step: apply hit dice, then end the phase or resolve</source>
            <translation>Anwendungsschritt: Trefferwürfel anwenden, dann die Phase beenden oder auflösen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Discard down to the hand limit</source>
            <translation>Bis zum Handlimit abwerfen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>The encounter has ended</source>
            <translation>Die Begegnung ist vorbei</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{enemy} is defeated: take or skip the instant rewards</source>
            <translation>{enemy} ist besiegt: Nimm die Sofortbelohnungen oder lass sie aus</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>The enemy</source>
            <translation>Der Gegner</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Started by {value}.</source>
            <translation>Ausgelöst durch {value}.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Pay the escape cost of every enemy still standing and leave the encounter.</source>
            <translation>Die Fluchtkosten jedes noch stehenden Gegners zahlen und die Begegnung verlassen.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Escape is not possible now: {escape_why}</source>
            <translation>Fliehen ist jetzt nicht möglich: {escape_why}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Pool</source>
            <translation>Vorrat</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>click to commit</source>
            <translation>klicken zum Einsetzen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>roll, then drag a hit onto an enemy</source>
            <translation>würfeln, dann einen Treffer auf einen Gegner ziehen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>drag a hit onto an enemy</source>
            <translation>einen Treffer auf einen Gegner ziehen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Active dice</source>
            <translation>Aktive Würfel</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Active dice: {note}.</source>
            <translation>Aktive Würfel: {note}.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Roll every unapplied die in the active area.</source>
            <translation>Jeden nicht angewandten Würfel im aktiven Bereich würfeln.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Not now: {value}</source>
            <translation>Jetzt nicht: {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Exhausted: {tired}</source>
            <translation>Erschöpft: {tired}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Exhausted dice: {tired}. They are out until an effect refreshes them.</source>
            <translation>Erschöpfte Würfel: {tired}. Sie bleiben draußen, bis ein Effekt sie erneuert.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Click to draw (a strike), or press N.</source>
            <translation>Klicke, um zu ziehen (einen Schlag), oder drücke N.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Discard</source>
            <translation>Ablage</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/encounter_scene.py" />
            <source>Discard pile: %n card(s).</source>
            <translation>
                <numerusform>Ablage: %n Karte.</numerusform>
                <numerusform>Ablage: %n Karten.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Continue (Enter)</source>
            <translation>Weiter (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Not possible: {value}</source>
            <translation>Nicht möglich: {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Escape is not possible now: {value}</source>
            <translation>Fliehen ist jetzt nicht möglich: {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>nothing</source>
            <translation>nichts</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Escape?</source>
            <translation>Fliehen?</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Escape the encounter? You pay: {cost}.</source>
            <translation>Aus der Begegnung fliehen? Du zahlst: {cost}.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Escape</source>
            <translation>Fliehen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Stay and fight</source>
            <translation>Bleiben und kämpfen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Not playable now: {value}</source>
            <translation>Jetzt nicht spielbar: {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Drop a card at the end of a chain (the glowing places) to play it.</source>
            <translation>Lege eine Karte am Ende einer Kette ab (die leuchtenden Stellen), um sie zu spielen.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>this enemy</source>
            <translation>diesen Gegner</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{name} cannot be played against {against}: {value}</source>
            <translation>{name} kann nicht gegen {against} gespielt werden: {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{named} is already applied.</source>
            <translation>{named} ist schon angewandt.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{named} is not rolled yet: roll first.</source>
            <translation>{named} ist noch nicht gewürfelt: Würfle zuerst.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{named} cannot be applied: {why}</source>
            <translation>{named} lässt sich nicht anwenden: {why}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{named}: click an enemy (or Tab and Enter) to apply it.</source>
            <translation>{named}: Klicke einen Gegner an (oder Tab und Enter), um ihn anzuwenden.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Drop a rolled hit on an enemy to apply it.</source>
            <translation>Lege einen gewürfelten Treffer auf einem Gegner ab, um ihn anzuwenden.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Selection cancelled. Esc again to escape the encounter.</source>
            <translation>Auswahl aufgehoben. Nochmals Esc, um aus der Begegnung zu fliehen.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>No die to select.</source>
            <translation>Kein Würfel zu wählen.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Encounter board</source>
            <translation>Begegnungsbrett</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>End of the Day — {name}</source>
            <translation>Ende des Tages — {name}</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Raise to {value} · {cost} Exp</source>
            <translation>Auf {value} steigern · {cost} Erf.</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>4. Build decks</source>
            <translation>4. Stapel bauen</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>{note}. Right-click: the whole deck, card by card.</source>
            <translation>{note}. Rechtsklick: der ganze Stapel, Karte für Karte.</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>{text}
(Right-click: read it large.)</source>
            <translation>{text}
(Rechtsklick: groß lesen.)</translation>
        </message>
        <message>
            <location filename="ui/game_over.py" />
            <source>A death in the party</source>
            <translation>Ein Tod in der Gruppe</translation>
        </message>
        <message>
            <location filename="ui/game_over.py" />
            <source>The Allmother's Mercy is not offered here.</source>
            <translation>Die Gnade der Allmutter wird hier nicht angeboten.</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Whose turn</source>
            <translation>Wer am Zug ist</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Trade…</source>
            <translation>Tauschen…</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Hand over Food, Wealth, Items or Secrets between characters on one location</source>
            <translation>Nahrung, Reichtum, Gegenstände oder Geheimnisse zwischen Charakteren am selben Ort übergeben</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Players…</source>
            <translation>Spieler…</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Player names, the hand-off banner, flash, sound and the Chronicler</source>
            <translation>Spielernamen, das Übergabebanner, Aufblinken, Klang und der Chronist</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Players at this table</source>
            <translation>Spieler an diesem Tisch</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>player's name (optional)</source>
            <translation>Name des Spielers (freiwillig)</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Show the hand-off banner (turn off when one person plays every character)</source>
            <translation>Das Übergabebanner zeigen (ausschalten, wenn eine Person alle Charaktere spielt)</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Flash the window frame softly when the turn passes</source>
            <translation>Den Fensterrahmen sanft aufblinken lassen, wenn der Zug wechselt</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Play a short sound when the turn passes</source>
            <translation>Einen kurzen Klang spielen, wenn der Zug wechselt</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Upkeep prompts (eating, Experience, cards) are answered by</source>
            <translation>Fragen der Versorgung (Essen, Erfahrung, Karten) beantwortet</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>each character's own player</source>
            <translation>der Spieler des jeweiligen Charakters</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>the Chronicler: {name}'s player</source>
            <translation>der Chronist: der Spieler von {name}</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Party</source>
            <translation>Gruppe</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>The one who gives decides</source>
            <translation>Wer gibt, entscheidet</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Pass the mouse to {value}.

{what}. Give it?</source>
            <translation>Gib die Maus an {value} weiter.

{what}. Hergeben?</translation>
        </message>
        <message>
            <location filename="ui/how_to_play.py" />
            <source>How to play</source>
            <translation>So wird gespielt</translation>
        </message>
        <message>
            <location filename="ui/how_to_play.py" />
            <source>Parts of the day</source>
            <translation>Teile des Tages</translation>
        </message>
        <message>
            <location filename="ui/how_to_play.py" />
            <source>&lt;h2&gt;{value}&lt;/h2&gt;&lt;p&gt;&lt;img src="{image}" width="480"&gt;&lt;/p&gt;{body}</source>
            <translation>&lt;h2&gt;{value}&lt;/h2&gt;&lt;p&gt;&lt;img src="{image}" width="480"&gt;&lt;/p&gt;{body}</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Exploration Journal</source>
            <translation>Erkundungsbuch</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>◀ Back</source>
            <translation>◀ Zurück</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>The previous section of this reading (Alt+Left). Choices stay made.</source>
            <translation>Der vorige Abschnitt dieser Lesung (Alt+Links). Getroffene Entscheidungen bleiben.</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Forward ▶</source>
            <translation>Vor ▶</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>The next section read (Alt+Right)</source>
            <translation>Der nächste gelesene Abschnitt (Alt+Rechts)</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Story so far</source>
            <translation>Die Geschichte bisher</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Every section read in this campaign (Ctrl+Shift+J)</source>
            <translation>Jeder in dieser Kampagne gelesene Abschnitt (Strg+Umschalt+J)</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Read aloud</source>
            <translation>Vorlesen</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Read this section aloud (Ctrl+R); press again to stop</source>
            <translation>Diesen Abschnitt vorlesen (Strg+R); nochmals drücken zum Anhalten</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Journal section</source>
            <translation>Abschnitt des Erkundungsbuchs</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Back or forward through what was read</source>
            <translation>Durch das Gelesene zurück oder vor</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Choose the option with that number</source>
            <translation>Die Wahl mit dieser Nummer treffen</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>{value} of {value2}</source>
            <translation>{value} von {value2}</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Sections read in this reading</source>
            <translation>In dieser Lesung gelesene Abschnitte</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>{made}Reading back: choices stay made. Forward (Alt+Right) returns to the current section.</source>
            <translation>{made}Rückblick: Entscheidungen bleiben getroffen. Vor (Alt+Rechts) führt zum aktuellen Abschnitt zurück.</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Choose this option (or press its number)</source>
            <translation>Diese Wahl treffen (oder ihre Nummer drücken)</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Guided first day</source>
            <translation>Geführter erster Tag</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Resume the guided first day where you left it?</source>
            <translation>Den geführten ersten Tag dort fortsetzen, wo du ihn verlassen hast?</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Start over</source>
            <translation>Von vorn beginnen</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Welcome back. Continue where you left off, or start a New campaign.</source>
            <translation>Willkommen zurück. Mach weiter, wo du aufgehört hast, oder beginne eine neue Kampagne.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Welcome. Choose New campaign to begin, or press F1 for the rules.</source>
            <translation>Willkommen. Wähle „Neue Kampagne“, um zu beginnen, oder drücke F1 für die Regeln.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>New here? The guided first day teaches a day by playing it.</source>
            <translation>Neu hier? Der geführte erste Tag zeigt dir einen Tag, während du ihn spielst.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Play the guided first day</source>
            <translation>Den geführten ersten Tag spielen</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Not now</source>
            <translation>Jetzt nicht</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>No campaign is open.</source>
            <translation>Keine Kampagne ist geöffnet.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>No saved campaign or match yet.</source>
            <translation>Noch keine gespeicherte Kampagne oder Partie.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Nothing to redo.</source>
            <translation>Nichts zu wiederholen.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot start</source>
            <translation>Start nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>A new campaign begins (seed {seed}). Day 1.</source>
            <translation>Eine neue Kampagne beginnt (Startwert {seed}). Tag 1.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The campaign of {name} goes on.</source>
            <translation>Die Kampagne „{name}“ geht weiter.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot load this save</source>
            <translation>Dieser Spielstand lässt sich nicht laden</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The campaign was updated</source>
            <translation>Die Kampagne wurde aktualisiert</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>{title} changed since this save was made.</source>
            <translation>{title} hat sich geändert, seit dieser Spielstand gemacht wurde.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Saved.</source>
            <translation>Gespeichert.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot save</source>
            <translation>Speichern nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Saved as a new campaign, {name}.</source>
            <translation>Als neue Kampagne gespeichert: {name}.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot mark a checkpoint</source>
            <translation>Kein Haltepunkt möglich</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Checkpoint “{name}” marked; Load… lists it under this campaign.</source>
            <translation>Haltepunkt „{name}“ gesetzt; Laden… führt ihn unter dieser Kampagne auf.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The next chapter cannot begin from here.</source>
            <translation>Das nächste Kapitel kann von hier aus nicht beginnen.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The Riven Veil</source>
            <translation>Der Zerrissene Schleier</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The Riven Veil: hover a region for its strength; Ctrl+S saves the match.</source>
            <translation>Der Zerrissene Schleier: Zeige auf eine Region für ihre Stärke; Strg+S speichert die Partie.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The guided first day is already running.</source>
            <translation>Der geführte erste Tag läuft bereits.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot start the guided first day</source>
            <translation>Der geführte erste Tag kann nicht beginnen</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot show the guide</source>
            <translation>Die Führung kann nicht gezeigt werden</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The guided first day is over. The campaign goes on as any other.</source>
            <translation>Der geführte erste Tag ist vorbei. Die Kampagne geht weiter wie jede andere.</translation>
        </message>
        <message>
            <location filename="ui/map_scene.py" />
            <source>Location {number}: not revealed (it appears when someone arrives next to it within a Menhir's range)</source>
            <translation>Ort {number}: nicht aufgedeckt (er erscheint, wenn jemand daneben in Reichweite eines Menhirs ankommt)</translation>
        </message>
        <message>
            <location filename="ui/map_scene.py" />
            <source>Map</source>
            <translation>Karte</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Amber</source>
            <translation>Bernstein</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Slate blue</source>
            <translation>Schieferblau</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Rust</source>
            <translation>Rost</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Moss</source>
            <translation>Moos</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts first in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Erster</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts second in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Zweiter</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts third in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Dritter</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts fourth in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Vierter</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts fifth in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Fünfter</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts sixth in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Sechster</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts later in each round of the day</source>
            <translation>handelt in jeder Runde des Tages später</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;Action:&lt;/b&gt; {name} ({cost} Energy) — {text}</source>
            <translation>&lt;b&gt;Aktion:&lt;/b&gt; {name} ({cost} Energie) — {text}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;Trait:&lt;/b&gt; {trait}</source>
            <translation>&lt;b&gt;Wesenszug:&lt;/b&gt; {trait}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;Tracks:&lt;/b&gt; Energy {energy}/{energy_max}, Health {health}/{health_max}, Terror {terror}/{terror_max}; Strategy {strategy}</source>
            <translation>&lt;b&gt;Leisten:&lt;/b&gt; Energie {energy}/{energy_max}, Gesundheit {health}/{health_max}, Terror {terror}/{terror_max}; Strategie {strategy}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;Attributes:&lt;/b&gt; {attributes}</source>
            <translation>&lt;b&gt;Eigenschaften:&lt;/b&gt; {attributes}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;Resources:&lt;/b&gt; {resources}</source>
            <translation>&lt;b&gt;Vorräte:&lt;/b&gt; {resources}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Choose the campaign pack to play.</source>
            <translation>Wähle das Kampagnenpaket, das du spielen willst.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Campaign packs</source>
            <translation>Kampagnenpakete</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Other pack folder…</source>
            <translation>Anderer Paketordner…</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>This pack cannot be played:
{exc}</source>
            <translation>Dieses Paket kann nicht gespielt werden:
{exc}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;{title}&lt;/b&gt; (version {version})&lt;br&gt;{description}</source>
            <translation>&lt;b&gt;{title}&lt;/b&gt; (Version {version})&lt;br&gt;{description}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Players and characters</source>
            <translation>Spieler und Charaktere</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>One character per player; each character can be chosen once.</source>
            <translation>Ein Charakter pro Spieler; jeder Charakter kann einmal gewählt werden.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Number of players</source>
            <translation>Anzahl der Spieler</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>leave empty for a random seed</source>
            <translation>leer lassen für einen zufälligen Startwert</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seed (optional)</source>
            <translation>Startwert (freiwillig)</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>A number or a word; the same seed deals the same campaign</source>
            <translation>Eine Zahl oder ein Wort; derselbe Startwert gibt dieselbe Kampagne</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seats</source>
            <translation>Plätze</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seat {n}: player's name</source>
            <translation>Platz {n}: Name des Spielers</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seat {n}: character</source>
            <translation>Platz {n}: Charakter</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seat {n}: player colour</source>
            <translation>Platz {n}: Spielerfarbe</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seat {value}</source>
            <translation>Platz {value}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>as</source>
            <translation>als</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>in</source>
            <translation>in</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Each character can be chosen only once.</source>
            <translation>Jeder Charakter kann nur einmal gewählt werden.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Gentle Menhir tax</source>
            <translation>Sanfte Menhir-Steuer</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Going without Food at the rest costs 2 Energy at most instead of all of it, and never Health.</source>
            <translation>Ohne Nahrung zu rasten kostet höchstens 2 Energie statt aller, und nie Gesundheit.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Cheaper Exploration</source>
            <translation>Billigeres Erkunden</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Exploring costs no Energy.</source>
            <translation>Erkunden kostet keine Energie.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>No Terror for escaping</source>
            <translation>Kein Terror fürs Fliehen</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Escaping an encounter never adds Terror.</source>
            <translation>Vor einer Begegnung zu fliehen bringt nie Terror.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Longer light</source>
            <translation>Längeres Licht</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Every Menhir dial, the first one's too, is set 1 higher.</source>
            <translation>Jede Menhir-Scheibe, auch die erste, wird um 1 höher gestellt.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Full larder</source>
            <translation>Volle Speisekammer</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Each character starts with 2 more Food.</source>
            <translation>Jeder Charakter beginnt mit 2 Nahrung mehr.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Difficulty and house rules</source>
            <translation>Schwierigkeit und Hausregeln</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Normal is the chapter as it is meant to be played. House rules soften the upkeep.</source>
            <translation>Normal ist das Kapitel, wie es gespielt werden soll. Hausregeln mildern die Versorgung.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Difficulty</source>
            <translation>Schwierigkeit</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>House rules</source>
            <translation>Hausregeln</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>New campaign</source>
            <translation>Neue Kampagne</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Back</source>
            <translation>Zurück</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Begin the campaign</source>
            <translation>Die Kampagne beginnen</translation>
        </message>
        <message>
            <location filename="ui/opening.py" />
            <source>Your letter and the first Event</source>
            <translation>Dein Brief und das erste Ereignis</translation>
        </message>
        <message>
            <location filename="ui/opening.py" />
            <source>Begin Day 1 (Enter)</source>
            <translation>Tag 1 beginnen (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>Who joins?</source>
            <translation>Wer kommt mit?</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;span style="font-size: 14pt;"&gt;&lt;b&gt;{title}&lt;/b&gt;&lt;/span&gt;{does}&lt;br&gt;Everyone else here may join as a party. Each player answers for their character.</source>
            <translation>&lt;span style="font-size: 14pt;"&gt;&lt;b&gt;{title}&lt;/b&gt;&lt;/span&gt;{does}&lt;br&gt;Alle anderen hier dürfen sich als Gruppe anschließen. Jeder Spieler antwortet für seinen Charakter.</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;i&gt;Cost:&lt;/i&gt; {cost}</source>
            <translation>&lt;i&gt;Kosten:&lt;/i&gt; {cost}</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;b&gt;Character&lt;/b&gt;</source>
            <translation>&lt;b&gt;Charakter&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;b&gt;Energy&lt;/b&gt;</source>
            <translation>&lt;b&gt;Energie&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;b&gt;Answer&lt;/b&gt;</source>
            <translation>&lt;b&gt;Antwort&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;b&gt;Pays {name}&lt;/b&gt;</source>
            <translation>&lt;b&gt;Zahlt {name}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>{total} {name} in all, shared as you agree</source>
            <translation>{total} {name} insgesamt, geteilt wie ihr euch einigt</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;i&gt;leads&lt;/i&gt;</source>
            <translation>&lt;i&gt;führt&lt;/i&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;i&gt;stays: {why}&lt;/i&gt;</source>
            <translation>&lt;i&gt;bleibt: {why}&lt;/i&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>{name}'s share of the {name2} ({name} holds {have})</source>
            <translation>Anteil von {name} an {name2} ({name} hat {have})</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>{name} pays {name2}</source>
            <translation>{name} zahlt {name2}</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>Go alone</source>
            <translation>Allein gehen</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>Go as a party of {size}</source>
            <translation>Als Gruppe zu {size} gehen</translation>
        </message>
        <message>
            <location filename="ui/quests_view.py" />
            <source>Quests &amp; belongings</source>
            <translation>Aufträge &amp; Habe</translation>
        </message>
        <message>
            <location filename="ui/reveal_overlay.py" />
            <source>A big moment</source>
            <translation>Ein großer Moment</translation>
        </message>
        <message>
            <location filename="ui/reveal_overlay.py" />
            <source>Space, Enter, Escape or a click continues</source>
            <translation>Leertaste, Eingabe, Esc oder ein Klick geht weiter</translation>
        </message>
        <message>
            <location filename="ui/reveal_overlay.py" />
            <source>Space, Enter, Escape or a click continues{more}</source>
            <translation>Leertaste, Eingabe, Esc oder ein Klick geht weiter{more}</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Rules reference</source>
            <translation>Regelübersicht</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Search the rules</source>
            <translation>Die Regeln durchsuchen</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Search the rules by any word, e.g. Exhausted, Menhir, escape</source>
            <translation>Durchsuche die Regeln nach jedem Wort, z. B. Erschöpft, Menhir, fliehen</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Rule</source>
            <translation>Regel</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>From</source>
            <translation>Von</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Rules by chapter</source>
            <translation>Regeln nach Kapitel</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>◆ from the printed rules
◇ decided for this edition, where the printed rules say nothing</source>
            <translation>◆ aus den gedruckten Regeln
◇ für diese Ausgabe entschieden, wo die gedruckten Regeln schweigen</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Rules reference

The rules reference is not part of this build.</source>
            <translation>Regelübersicht

Die Regelübersicht gehört nicht zu diesem Build.</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>{value} of {total} rules</source>
            <translation>{value} von {total} Regeln</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>{total} rules</source>
            <translation>{total} Regeln</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>A checkpoint: Open restores the campaign to this moment.</source>
            <translation>Ein Haltepunkt: Öffnen stellt die Kampagne auf diesen Moment zurück.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Every save and autosave keeps five earlier versions of itself.</source>
            <translation>Jeder Spielstand und jede automatische Sicherung bewahrt fünf frühere Fassungen von sich.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Load a campaign</source>
            <translation>Eine Kampagne laden</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Campaigns and their saves</source>
            <translation>Kampagnen und ihre Spielstände</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Every save and autosave keeps five earlier versions; checkpoints are kept until you delete them.</source>
            <translation>Jeder Spielstand und jede automatische Sicherung bewahrt fünf frühere Fassungen; Haltepunkte bleiben, bis du sie löschst.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Rename…</source>
            <translation>Umbenennen…</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Delete…</source>
            <translation>Löschen…</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Import…</source>
            <translation>Importieren…</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Restore</source>
            <translation>Wiederherstellen</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>No campaign saved yet. Start one with New campaign.</source>
            <translation>Noch keine Kampagne gespeichert. Beginne eine mit „Neue Kampagne“.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>This file cannot be read: {value}</source>
            <translation>Diese Datei kann nicht gelesen werden: {value}</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Restore “{value}”: {name} goes on from that moment (its autosaves and saves keep their earlier versions as backups).</source>
            <translation>„{value}“ wiederherstellen: {name} geht von diesem Moment an weiter (ihre automatischen Sicherungen und Spielstände behalten ihre früheren Fassungen als Sicherungskopien).</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Open goes on with {value}.</source>
            <translation>Öffnen macht weiter mit {value}.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Earlier versions of this campaign's save and autosave, newest first.</source>
            <translation>Frühere Fassungen des Spielstands und der automatischen Sicherung dieser Kampagne, neueste zuerst.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Open this {value} of {name}.</source>
            <translation>Dies öffnen: {value} von {name}.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Cannot open</source>
            <translation>Öffnen nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Cannot rename</source>
            <translation>Umbenennen nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Delete checkpoint</source>
            <translation>Haltepunkt löschen</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Delete the checkpoint “{name}”?</source>
            <translation>Den Haltepunkt „{name}“ löschen?</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>It cannot be restored afterwards. The campaign's saves are not touched.</source>
            <translation>Er lässt sich danach nicht wiederherstellen. Die Spielstände der Kampagne bleiben unberührt.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Cannot delete</source>
            <translation>Löschen nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Export save</source>
            <translation>Spielstand exportieren</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Save sheets (*.toml)</source>
            <translation>Spielstandsbögen (*.toml)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Import save</source>
            <translation>Spielstand importieren</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Cannot import</source>
            <translation>Importieren nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>never above Health ({cap})</source>
            <translation>nie über Gesundheit ({cap})</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>not available now</source>
            <translation>jetzt nicht verfügbar</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>Everything on the {name}, one line each; Enter acts on a line</source>
            <translation>Alles auf dem Bereich {name}, je eine Zeile; Eingabe handelt auf einer Zeile</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>; you can travel here (Enter)</source>
            <translation>; du kannst hierher reisen (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>{name}, enemy: Health {left} of {health}; dial colour {dial}</source>
            <translation>{name}, Gegner: Gesundheit {left} von {health}; Scheibenfarbe {dial}</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>; a target for the selected die</source>
            <translation>; ein Ziel für den gewählten Würfel</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>; not available now</source>
            <translation>; jetzt nicht verfügbar</translation>
        </message>
        <message>
            <location filename="ui/shortcuts_sheet.py" />
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <location filename="ui/shortcuts_sheet.py" />
            <source>Every key this window answers to now, read from its menus and screens. On the map, + and − zoom and C re-centres; the encounter board lists its own keys at its foot. More keys appear here once a campaign is open.</source>
            <translation>Jede Taste, auf die dieses Fenster jetzt hört, gelesen aus seinen Menüs und Bildschirmen. Auf der Karte zoomen + und −, C zentriert neu; das Begegnungsbrett nennt seine eigenen Tasten an seinem Fuß. Weitere Tasten erscheinen hier, sobald eine Kampagne geöffnet ist.</translation>
        </message>
        <message>
            <location filename="ui/speech.py" />
            <source>No audio output was found: read-aloud speaks, but nothing can be heard here.</source>
            <translation>Keine Audioausgabe gefunden: Das Vorlesen spricht, aber hier ist nichts zu hören.</translation>
        </message>
        <message>
            <location filename="ui/speech.py" />
            <source>Read-aloud is unavailable: {why}.</source>
            <translation>Vorlesen ist nicht verfügbar: {why}.</translation>
        </message>
        <message>
            <location filename="ui/stage.py" />
            <source>Journal</source>
            <translation>Erkundungsbuch</translation>
        </message>
        <message>
            <location filename="ui/stage.py" />
            <source>Encounter</source>
            <translation>Begegnung</translation>
        </message>
        <message>
            <location filename="ui/stage.py" />
            <source>What the table shows</source>
            <translation>Was der Tisch zeigt</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>Start of the Day summary</source>
            <translation>Zusammenfassung: Beginn des Tages</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>The morning's upkeep, in rule order. Click a line to see it on the map.</source>
            <translation>Die Versorgung des Morgens, in der Reihenfolge der Regeln. Klicke auf eine Zeile, um sie auf der Karte zu sehen.</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>Close the summary (Esc). The chronicle keeps every line.</source>
            <translation>Die Zusammenfassung schließen (Esc). Die Chronik bewahrt jede Zeile.</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>A quiet night: nothing changed at dawn.</source>
            <translation>Eine ruhige Nacht: Im Morgengrauen hat sich nichts verändert.</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>Active Quests</source>
            <translation>Aktive Aufträge</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>A decision is needed</source>
            <translation>Eine Entscheidung ist nötig</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>Show {location} on the map (click, or Enter)</source>
            <translation>{location} auf der Karte zeigen (Klick oder Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>the place</source>
            <translation>den Ort</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>Nothing to show on the map</source>
            <translation>Nichts auf der Karte zu zeigen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Continue</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Resume the latest saved campaign or match</source>
            <translation>Die zuletzt gespeicherte Kampagne oder Partie fortsetzen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Choose a campaign pack and characters</source>
            <translation>Ein Kampagnenpaket und Charaktere wählen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Load…</source>
            <translation>Laden…</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Open a save sheet</source>
            <translation>Einen Spielstandsbogen öffnen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>The Riven Veil…</source>
            <translation>Der Zerrissene Schleier…</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>The second game: 2–4 factions fight for the isle (people or bots)</source>
            <translation>Das zweite Spiel: 2–4 Fraktionen kämpfen um die Insel (Menschen oder Bots)</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Text size, theme, animation speed, confirmations</source>
            <translation>Schriftgröße, Farbschema, Animationstempo, Rückfragen, Sprache</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>The rules reference</source>
            <translation>Die Regelübersicht</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Quit</source>
            <translation>Beenden</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Close Grail Desktop</source>
            <translation>Grail Desktop schließen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Start screen</source>
            <translation>Startbildschirm</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Grail Desktop</source>
            <translation>Grail Desktop</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>The stones are guttering. Walk the drowned island while there is light.</source>
            <translation>Die Steine flackern. Durchwandere die ertrunkene Insel, solange es noch Licht gibt.</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Version {version} · an original campaign edition · F1 for the rules</source>
            <translation>Version {version} · eine eigenständige Kampagnenausgabe · F1 für die Regeln</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>How to play: what this screen is for</source>
            <translation>So wird gespielt: wozu dieser Bildschirm dient</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>How to play this screen</source>
            <translation>So spielt man diesen Bildschirm</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Characters</source>
            <translation>Charaktere</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Focus the map</source>
            <translation>Zur Karte</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Focus the actions</source>
            <translation>Zu den Aktionen</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Read the card under the pointer</source>
            <translation>Die Karte unter dem Zeiger lesen</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Back to the journal (Enter)</source>
            <translation>Zurück zum Erkundungsbuch (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Read on (Enter)</source>
            <translation>Weiterlesen (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>To the End of the Day (Enter)</source>
            <translation>Zum Ende des Tages (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>&lt;b&gt;{name}&lt;/b&gt;'s turn. Choose one action.</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt; ist am Zug. Wähle eine Aktion.</translation>
        </message>
        <message>
            <location filename="ui/theme.py" />
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <location filename="ui/theme.py" />
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <location filename="ui/theme.py" />
            <source>High contrast</source>
            <translation>Hoher Kontrast</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Trade between characters</source>
            <translation>Tausch zwischen Charakteren</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Characters on the same location may hand over Food, Wealth, Items and Secrets (not Personal ones; never Reputation, Experience or Magic). Trading does not use a turn.</source>
            <translation>Charaktere am selben Ort dürfen Nahrung, Reichtum, Gegenstände und Geheimnisse übergeben (keine persönlichen; nie Ruf, Erfahrung oder Magie). Tauschen kostet keinen Zug.</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>To</source>
            <translation>An</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>How many</source>
            <translation>Wie viele</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Give</source>
            <translation>Geben</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Not possible: {why}</source>
            <translation>Nicht möglich: {why}</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Pick up</source>
            <translation>Aufheben</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Not given: the one who gives said no.</source>
            <translation>Nicht gegeben: Wer geben sollte, hat abgelehnt.</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Done.</source>
            <translation>Erledigt.</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Done: {done}.</source>
            <translation>Erledigt: {done}.</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>{name} track</source>
            <translation>Leiste {name}</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Attributes</source>
            <translation>Eigenschaften</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Resources</source>
            <translation>Vorräte</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Trait</source>
            <translation>Wesenszug</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Skills</source>
            <translation>Fertigkeiten</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Items</source>
            <translation>Gegenstände</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Secrets</source>
            <translation>Geheimnisse</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Cards</source>
            <translation>Karten</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Character trays</source>
            <translation>Charaktertafeln</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>Excalibur</source>
            <translation>Excalibur</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The Holy Grail</source>
            <translation>Der Heilige Gral</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The Green Knight stands here for the rest of the game. He fights in this region with strength 3 for no one, never wins a tie and scores nothing; every faction placing above him gains 1 Favor.</source>
            <translation>Der Grüne Ritter steht hier für den Rest des Spiels. Er kämpft in dieser Region mit Stärke 3 für niemanden, gewinnt nie einen Gleichstand und erhält keine Punkte; jede Fraktion, die vor ihm abschneidet, erhält 1 Gunst.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>Its bearer's Lord has +2 strength; once a season, in the first battle where that Lord fights and its faction is tied for first, Excalibur adds 1 more.</source>
            <translation>Der Fürst seines Trägers hat +2 Stärke; einmal je Jahreszeit, in der ersten Schlacht, in der dieser Fürst kämpft und seine Fraktion gleichauf an erster Stelle liegt, gibt Excalibur 1 weitere dazu.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>Excalibur waits at the end of the Favor Track: the first faction to reach it takes it. {does}</source>
            <translation>Excalibur wartet am Ende der Gunstleiste: Die erste Fraktion, die es erreicht, nimmt es. {does}</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>already used this season</source>
            <translation>in dieser Jahreszeit schon genutzt</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>ready this season</source>
            <translation>in dieser Jahreszeit bereit</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>Excalibur, held by {faction} (with Lord {lord}). {does} The extra 1 is {ready}.</source>
            <translation>Excalibur, gehalten von {faction} (bei Fürst {lord}). {does} Die zusätzliche 1 ist {ready}.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The Lord who finds it claims 10 VP at once; its bearer wins a tie for the most VP at the end of the game.</source>
            <translation>Der Fürst, der ihn findet, erhält sofort 10 SP; sein Träger gewinnt am Ende des Spiels einen Gleichstand um die meisten SP.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The Holy Grail lies hidden under one of the Mist Cards. {does}</source>
            <translation>Der Heilige Gral liegt unter einer der Nebelkarten verborgen. {does}</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The Holy Grail, borne by {faction}. {does}</source>
            <translation>Der Heilige Gral, getragen von {faction}. {does}</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>{value}: Deep Mist. No one may enter this season.</source>
            <translation>{value}: Tiefer Nebel. In dieser Jahreszeit darf niemand hinein.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>on the Favor Track</source>
            <translation>auf der Gunstleiste</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>hidden in the Mist</source>
            <translation>im Nebel verborgen</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>{relic}: {where}</source>
            <translation>{relic}: {where}</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>{name}: strength {total} here</source>
            <translation>{name}: Stärke {total} hier</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The board of the isle</source>
            <translation>Der Plan der Insel</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>+{strength} strength to its Hero</source>
            <translation>+{strength} Stärke für seinen Helden</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>Ability: {name} ({cost} Faction Power)</source>
            <translation>Fähigkeit: {name} ({cost} Fraktionsmacht)</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>Carried by {holder}</source>
            <translation>Getragen von {holder}</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>{name} (Artifact, {vp} VP when gained). {facts} {text}</source>
            <translation>{name} (Artefakt, {vp} SP beim Erhalt). {facts} {text}</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>{vp} VP</source>
            <translation>{vp} SP</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>Artifact</source>
            <translation>Artefakt</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>VP by season: {vp}</source>
            <translation>SP je Jahreszeit: {vp}</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>Fulfilled by {seat}</source>
            <translation>Erfüllt von {seat}</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>{name} (Prophecy, {vp} VP this season). {text} {facts}</source>
            <translation>{name} (Prophezeiung, {vp} SP in dieser Jahreszeit). {text} {facts}</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>Prophecy</source>
            <translation>Prophezeiung</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>In front: the card to play</source>
            <translation>Vorne: die Karte, die du spielst</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Behind the separator: cards that pay</source>
            <translation>Hinter dem Trenner: Karten, die bezahlen</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>In front: your Battle Plan</source>
            <translation>Vorne: dein Schlachtplan</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Behind the separator: Bonus Cards</source>
            <translation>Hinter dem Trenner: Bonuskarten</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Your hand: drag a card</source>
            <translation>Deine Hand: zieh eine Karte</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>The separator: the card in front is played, the cards behind pay for it</source>
            <translation>Der Trenner: Die Karte davor wird gespielt, die Karten dahinter bezahlen sie</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>strength {strength} · limit {limit}</source>
            <translation>Stärke {strength} · Limit {limit}</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>initiative {initiative} · costs {cost}</source>
            <translation>Initiative {initiative} · kostet {cost}</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>That card</source>
            <translation>Diese Karte</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>{name} cannot be played now.</source>
            <translation>{name} kann jetzt nicht gespielt werden.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>{name} is not a Battle Plan now.</source>
            <translation>{name} ist jetzt kein Schlachtplan.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>the card in front</source>
            <translation>die Karte vorne</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>{name} cannot pay for {other} as well.</source>
            <translation>{name} kann nicht auch noch für {other} bezahlen.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>{name} cannot back {other} as well.</source>
            <translation>{name} kann {other} nicht auch noch verstärken.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>{name} cannot go behind the separator now.</source>
            <translation>{name} kann jetzt nicht hinter den Trenner.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Your hand: drag the card to play to the front, the cards that pay behind</source>
            <translation>Deine Hand: zieh die Karte, die du spielst, nach vorne, die Karten, die bezahlen, nach hinten</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Play</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Clear</source>
            <translation>Leeren</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>All cards back to the hand</source>
            <translation>Alle Karten zurück auf die Hand</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Play the card in front, paid by the cards behind (others see only that you chose)</source>
            <translation>Die Karte vorne spielen, bezahlt mit den Karten dahinter (die anderen sehen nur, dass du gewählt hast)</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Ready: {name} in front.</source>
            <translation>Bereit: {name} vorne.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Drag a card to the front, and the cards that pay for it behind the separator.</source>
            <translation>Zieh eine Karte nach vorne und die Karten, die für sie bezahlen, hinter den Trenner.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Now drag the cards that pay for it behind the separator.</source>
            <translation>Zieh nun die Karten, die für sie bezahlen, hinter den Trenner.</translation>
        </message>
        <message>
            <location filename="ui/veil/load_rows.py" />
            <source>cannot be read</source>
            <translation>nicht lesbar</translation>
        </message>
        <message>
            <location filename="ui/veil/load_rows.py" />
            <source>Open goes on with {match}.</source>
            <translation>Öffnen macht weiter mit {match}.</translation>
        </message>
        <message>
            <location filename="ui/veil/load_rows.py" />
            <source>This match cannot be read.</source>
            <translation>Diese Partie kann nicht gelesen werden.</translation>
        </message>
        <message>
            <location filename="ui/veil/load_rows.py" />
            <source>Open restores the match to this moment of {name}.</source>
            <translation>Öffnen stellt {name} auf diesen Moment zurück.</translation>
        </message>
        <message>
            <location filename="ui/veil/load_rows.py" />
            <source>Open goes on from this save of {name}.</source>
            <translation>Öffnen macht mit diesem Spielstand von {name} weiter.</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>Privacy screen</source>
            <translation>Sichtschutz</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>Pass to {name} — only {name} should look</source>
            <translation>Weitergeben an {name} — nur {name} soll hinsehen</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>{name} plays {faction}. {why} Everyone else, please look away.</source>
            <translation>{name} spielt {faction}. {why} Alle anderen schauen bitte weg.</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>I am {name}: show my hand</source>
            <translation>Ich bin {name}: meine Hand zeigen</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>{name}: show my hand</source>
            <translation>{name}: meine Hand zeigen</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>Score chart by source</source>
            <translation>Punktetafel nach Herkunft</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>Scores by seat and source</source>
            <translation>Punkte nach Platz und Herkunft</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Your hand</source>
            <translation>Deine Hand</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Prophecies in play</source>
            <translation>Prophezeiungen im Spiel</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Combat Cards drawn against the limit</source>
            <translation>Gegen das Limit gezogene Kampfkarten</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Your choices</source>
            <translation>Deine Möglichkeiten</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Back to the first choices (nothing is played yet)</source>
            <translation>Zurück zu den ersten Möglichkeiten (noch ist nichts gespielt)</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Take back your last action (not past a reveal or a card drawn)</source>
            <translation>Deine letzte Aktion zurücknehmen (nicht über eine Enthüllung oder gezogene Karte hinaus)</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>What happened</source>
            <translation>Was geschah</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Faster bots</source>
            <translation>Schnellere Bots</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Bots act after a short pause instead of a longer one</source>
            <translation>Bots handeln nach einer kurzen statt einer längeren Pause</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>How to play the Riven Veil</source>
            <translation>So spielt man den Zerrissenen Schleier</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>How to play the Riven Veil: the rules in short (F1)</source>
            <translation>So spielt man den Zerrissenen Schleier: die Regeln in Kürze (F1)</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Save the match (Ctrl+S); it is also saved each round</source>
            <translation>Die Partie speichern (Strg+S); sie wird auch jede Runde gespeichert</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Leave</source>
            <translation>Verlassen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Save and go back to the start screen</source>
            <translation>Speichern und zum Startbildschirm zurück</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Continue (by itself in {left} s)</source>
            <translation>Weiter (von selbst in {left} s)</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Saved “{name}”.</source>
            <translation>„{name}“ gespeichert.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Hands are hidden</source>
            <translation>Die Hände sind verdeckt</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Each hand shows only to its owner, after the privacy screen.</source>
            <translation>Jede Hand zeigt sich nur ihrem Besitzer, nach dem Sichtschutz.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Your hand, {value} ({value2})</source>
            <translation>Deine Hand, {value} ({value2})</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Your hand, {seat}: drag, or choose from the list</source>
            <translation>Deine Hand, {seat}: ziehen oder aus der Liste wählen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Artifact on offer: {name} ({vp} VP, strength {strength}): {text}</source>
            <translation>Angebotenes Artefakt: {name} ({vp} SP, Stärke {strength}): {text}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Revealed to everyone</source>
            <translation>Allen enthüllt</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>The game is over</source>
            <translation>Das Spiel ist vorbei</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{value} is thinking…</source>
            <translation>{value} überlegt…</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Waiting</source>
            <translation>Warten</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{value}, your decision — {value2}</source>
            <translation>{value}, deine Entscheidung — {value2}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Cannot load the match</source>
            <translation>Die Partie lässt sich nicht laden</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>The pack was updated</source>
            <translation>Das Paket wurde aktualisiert</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>The Riven Veil: a new match</source>
            <translation>Der Zerrissene Schleier: eine neue Partie</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>&lt;b&gt;{name}&lt;/b&gt;: two to four factions fight for the isle over the seasons. Choose who sits at each seat: a person at this screen, or a bot. People share the screen and pass it on; a privacy screen hides each hand.</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt;: zwei bis vier Fraktionen kämpfen über die Jahreszeiten um die Insel. Wähle, wer an jedem Platz sitzt: ein Mensch an diesem Bildschirm oder ein Bot. Menschen teilen den Bildschirm und geben ihn weiter; ein Sichtschutz verbirgt jede Hand.</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Continue the saved match</source>
            <translation>Die gespeicherte Partie fortsetzen</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Go on where it stopped: {saved}</source>
            <translation>Dort weitermachen, wo sie stehen blieb: {saved}</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Number of seats</source>
            <translation>Anzahl der Plätze</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Seats:</source>
            <translation>Plätze:</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Who plays seat {value}</source>
            <translation>Wer Platz {value} spielt</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Name of seat {value}</source>
            <translation>Name von Platz {value}</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Colour of seat {value}</source>
            <translation>Farbe von Platz {value}</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Faction of seat {value}</source>
            <translation>Fraktion von Platz {value}</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Mode (S3 setup)</source>
            <translation>Modus (Aufbau S3)</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Normal: two seasons</source>
            <translation>Normal: zwei Jahreszeiten</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Long: three seasons</source>
            <translation>Lang: drei Jahreszeiten</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Length:</source>
            <translation>Länge:</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Deterministic combat (no Combat Cards: half the limit, always)</source>
            <translation>Berechenbarer Kampf (keine Kampfkarten: immer das halbe Limit)</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Symmetric factions (every faction uses the same board)</source>
            <translation>Gleiche Fraktionen (jede Fraktion nutzt dieselbe Tafel)</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Catch-Up (the trailing factions get help each new season)</source>
            <translation>Aufholen (zurückliegende Fraktionen bekommen in jeder neuen Jahreszeit Hilfe)</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Seed of the match</source>
            <translation>Startwert der Partie</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>The same seed and choices give the same match</source>
            <translation>Derselbe Startwert und dieselben Entscheidungen geben dieselbe Partie</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Seed:</source>
            <translation>Startwert:</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Begin the match</source>
            <translation>Die Partie beginnen</translation>
        </message>
        <message>
            <source>, now {dial}</source>
            <translation type="vanished">, jetzt {dial}</translation>
        </message>
        <message>
            <source>Resume the latest saved campaign</source>
            <translation type="vanished">Die zuletzt gespeicherte Kampagne fortsetzen</translation>
        </message>
        <message>
            <source>Go on with the match saved last, where it stopped</source>
            <translation type="vanished">Mit der zuletzt gespeicherten Partie weitermachen, wo sie aufhörte</translation>
        </message>
        <message>
            <source>New to the island? A guided first day shows you each part of a day as you play it.</source>
            <translation type="vanished">Neu auf der Insel? Ein geführter erster Tag zeigt dir jeden Teil eines Tages, während du ihn spielst.</translation>
        </message>
        <message>
            <source>Search the rules (e.g. Exhausted, Menhir, escape)</source>
            <translation type="vanished">Die Regeln durchsuchen (z. B. Erschöpft, Menhir, fliehen)</translation>
        </message>
        <message>
            <source>◆ from the rule documents (S0–S2)
◇ decided for this edition where they are silent</source>
            <translation type="vanished">◆ aus den Regeldokumenten (S0–S2)
◇ für diese Ausgabe entschieden, wo sie schweigen</translation>
        </message>
        <message>
            <source>Save the completion and go on to {following} with this party.</source>
            <translation type="vanished">Den Abschluss speichern und mit dieser Gruppe in {following} weiterziehen.</translation>
        </message>
        <message>
            <source>Chain {chain}: play a card here whose strike positions meet {end_name}'s nodes ({value}).</source>
            <translation type="vanished">Kette {chain}: Spiele hier eine Karte, deren Schlagpositionen die Knoten von {end_name} treffen ({value}).</translation>
        </message>
        <message>
            <source>Chain {chain} is closed: nothing can follow {end_name}.</source>
            <translation type="vanished">Kette {chain} ist geschlossen: auf {end_name} kann nichts folgen.</translation>
        </message>
        <message>
            <source>Die {number} ({colour} {face}) is applied to enemy {enemy}.</source>
            <translation type="vanished">Würfel {number} ({colour} {face}) wirkt auf Gegner {enemy}.</translation>
        </message>
        <message>
            <source>Die {number} ({colour}) is committed: roll it. {value}</source>
            <translation type="vanished">Würfel {number} ({colour}) ist eingesetzt: würfle ihn. {value}</translation>
        </message>
        <message>
            <source>Die {number}: {colour} {face}. Drag it onto an enemy (or click it) to apply.</source>
            <translation type="vanished">Würfel {number}: {colour} {face}. Ziehe ihn auf einen Gegner (oder klicke ihn an), um ihn anzuwenden.</translation>
        </message>
        <message>
            <source>Die {number}: {colour}, a miss — no hit to apply.</source>
            <translation type="vanished">Würfel {number}: {colour}, daneben — kein Treffer anzuwenden.</translation>
        </message>
        <message>
            <source>Die {number}: {colour} {face} — a hit that cannot be applied: {value}</source>
            <translation type="vanished">Würfel {number}: {colour} {face} — ein Treffer, der nicht angewandt werden kann: {value}</translation>
        </message>
        <message>
            <source>Escape (Esc)
pays: {cost}</source>
            <translation type="vanished">Fliehen (Esc)
kostet: {cost}</translation>
        </message>
        <message>
            <source>click or drag to commit</source>
            <translation type="vanished">klicken oder ziehen zum Einsetzen</translation>
        </message>
        <message>
            <source>Roll (R)
{unrolled} dice</source>
            <translation type="vanished">Würfeln (R)
{unrolled} Würfel</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation type="vanished">Erschöpft</translation>
        </message>
        <message>
            <source>Discard pile: {discard} card(s).</source>
            <translation type="vanished">Ablagestapel: {discard} Karte(n).</translation>
        </message>
        <message>
            <source>{name} cannot be played on chain {chain}: {value}</source>
            <translation type="vanished">{name} kann nicht an Kette {chain} gespielt werden: {value}</translation>
        </message>
        <message>
            <source>Die {number} is already applied.</source>
            <translation type="vanished">Würfel {number} ist schon angewandt.</translation>
        </message>
        <message>
            <source>Die {number} is not rolled yet: roll first.</source>
            <translation type="vanished">Würfel {number} ist noch nicht gewürfelt: erst würfeln.</translation>
        </message>
        <message>
            <source>Die {number} ({colour} {face}) cannot be applied: {why}</source>
            <translation type="vanished">Würfel {number} ({colour} {face}) kann nicht angewandt werden: {why}</translation>
        </message>
        <message>
            <source>Die {number}: click an enemy (or Tab and Enter) to apply it.</source>
            <translation type="vanished">Würfel {number}: Klicke einen Gegner an (oder Tab und Eingabe), um ihn anzuwenden.</translation>
        </message>
        <message>
            <source>{name} goes on.</source>
            <translation type="vanished">{name} geht weiter.</translation>
        </message>
        <message>
            <source>&lt;span style="font-size: 14pt;"&gt;&lt;b&gt;{title}&lt;/b&gt;&lt;/span&gt;&lt;br&gt;Everyone else here may join as a party. Each player answers for their character.</source>
            <translation type="vanished">&lt;span style="font-size: 14pt;"&gt;&lt;b&gt;{title}&lt;/b&gt;&lt;/span&gt;&lt;br&gt;Alle anderen hier dürfen sich als Gruppe anschließen. Jeder Spieler antwortet für seinen Charakter.</translation>
        </message>
    </context>
</TS>
