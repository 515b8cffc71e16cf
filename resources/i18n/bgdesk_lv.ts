<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="lv" sourcelanguage="en">
<context>
    <name>AnalysisWindow</name>
    <message>
        <source>Supernatural</source>
        <translation>Pārdabisks</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Pasaules klase</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Eksperts</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Pieredzējis</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Vidējs</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Amatieris</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Iesācējs</translation>
    </message>
    <message>
        <source>Awful</source>
        <translation>Ļoti vājš</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Nedubultot</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Dubultot</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Dubultot, pieņemt</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Dubultot, atteikties</translation>
    </message>
    <message>
        <source>Too good to double</source>
        <translation>Pārāk labi, lai dubultotu</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Pieņemt</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Atteikties</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Bebrs</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Spēlēt tālāk</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Play on from a decision: the game&apos;s index in the record, how many of its events came before the decision, and the player who made it (from the worst errors or a review).</extracomment>
        <translation>Analīze</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Atcelt</translation>
    </message>
    <message>
        <source>Review errors…</source>
        <translation>Pārskatīt kļūdas…</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Spēlēt no šejienes…</translation>
    </message>
    <message>
        <source>Play the match on from the error chosen in the list, against the computer or a friend</source>
        <translation>Turpināt maču no sarakstā izvēlētās kļūdas pret datoru vai draugu</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spēlētājs</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>Kļūdu līmenis</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>Figūru gājieni</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Kubs</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Lēmumi</translation>
    </message>
    <message>
        <source>Errors / blunders</source>
        <translation>Kļūdas / rupjas kļūdas</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Vērtējums</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spēle</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Gājiens</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Lēmums</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Nospēlēts</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Labāk</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Zaudētā ekvitija</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Dziļums</translation>
    </message>
    <message>
        <source>Worst errors (equity lost per point at stake):</source>
        <translation>Lielākās kļūdas (zaudētā ekvitija uz likmes punktu):</translation>
    </message>
    <message>
        <source>Summary of each player</source>
        <translation>Katra spēlētāja kopsavilkums</translation>
    </message>
    <message>
        <source>Worst errors</source>
        <translation>Lielākās kļūdas</translation>
    </message>
    <message>
        <source>Analysing… (bgsage, {depth})</source>
        <translation>Analizē… (bgsage, {depth})</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Aptur…</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analīze atcelta.</translation>
    </message>
    <message>
        <source>The analysis failed: {reason}</source>
        <translation>Analīze neizdevās: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): the analysis {program} stored in the file.</source>
        <translation>
            <numerusform>%n spēle: analīze, ko {program} saglabāja failā.</numerusform>
            <numerusform>%n spēles: analīze, ko {program} saglabāja failā.</numerusform>
            <numerusform>%n spēļu: analīze, ko {program} saglabāja failā.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed with bgsage.</source>
        <translation>
            <numerusform>Ar bgsage analizēta %n spēle.</numerusform>
            <numerusform>Ar bgsage analizētas %n spēles.</numerusform>
            <numerusform>Ar bgsage analizēts %n spēļu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last game is not over: analysed so far.</source>
        <translation>Pēdējā spēle nav beigusies: analizēta līdz šim brīdim.</translation>
    </message>
    <message>
        <source>Error rates are thousandths of a point lost per decision (normalized to the cube; in brackets, how many decisions); lower is better.</source>
        <translation>Kļūdu līmenis ir punkta tūkstošdaļas, kas zaudētas vienā lēmumā (normalizēts pret kubu; iekavās — lēmumu skaits); jo mazāks, jo labāk.</translation>
    </message>
    <message>
        <source>{rate} ({n})</source>
        <translation>{rate} ({n})</translation>
    </message>
    <message>
        <source>Play {d1}-{d2}</source>
        <translation>Izspēlēt {d1}-{d2}</translation>
    </message>
    <message>
        <source>Resignation</source>
        <translation>Padošanās</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Pieņemt vai atteikties</translation>
    </message>
    <message>
        <source>No errors.</source>
        <translation>Kļūdu nav.</translation>
    </message>
</context>
<context>
    <name>Archive</name>
    <message>
        <source> vs </source>
        <translation> pret </translation>
    </message>
    <message>
        <source>chouette</source>
        <translation>šuete</translation>
    </message>
    <message numerus="yes">
        <source>to %n point(s)</source>
        <translation>
            <numerusform>līdz %n punktam</numerusform>
            <numerusform>līdz %n punktiem</numerusform>
            <numerusform>līdz %n punktiem</numerusform>
        </translation>
    </message>
    <message>
        <source>money</source>
        <translation>uz naudu</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>pamests</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>uzvarēja {name}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beidzies</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Arhīvs</translation>
    </message>
    <message>
        <source>Every finished or abandoned match and chouette, newest first.</source>
        <translation>Katrs beidzies vai pamests mačs un šuete, jaunākie vispirms.</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Dzēstie</translation>
    </message>
    <message>
        <source>Archive or deleted files</source>
        <translation>Arhīvs vai dzēstie faili</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Arhivēts</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spēlētāji</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Rezultāts</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Garums</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>Beigas</translation>
    </message>
    <message>
        <source>Open in the replay viewer</source>
        <translation>Atvērt pārskatā</translation>
    </message>
    <message>
        <source>A match opens in the replay viewer; a chouette opens with its summary, each game in the replay viewer</source>
        <translation>Mačs atveras pārskatā; šuete atveras ar tās kopsavilkumu, katra spēle pārskatā</translation>
    </message>
    <message>
        <source>Export (.mat)…</source>
        <translation>Eksportēt (.mat)…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Dzēst</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Atsaukt dzēšanu</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Atjaunot</translation>
    </message>
    <message>
        <source>Put the selected file back in the archive</source>
        <translation>Ielikt atlasīto failu atpakaļ arhīvā</translation>
    </message>
    <message>
        <source>Empty deleted…</source>
        <translation>Iztukšot dzēstos…</translation>
    </message>
    <message>
        <source>Remove every deleted file for good</source>
        <translation>Neatgriezeniski noņemt visus dzēstos failus</translation>
    </message>
    <message>
        <source>Deleted ({n})</source>
        <extracomment>Asked before the deleted files are removed for good: ``confirm(text) -&gt; bool``.</extracomment>
        <translation>Dzēstie ({n})</translation>
    </message>
    <message>
        <source>Nothing deleted. Deleted matches are kept here, also after a restart, until you empty this list.</source>
        <translation>Nekas nav dzēsts. Dzēstie mači tiek glabāti šeit, arī pēc restartēšanas, līdz jūs šo sarakstu iztukšojat.</translation>
    </message>
    <message>
        <source>Deleted matches, kept in {folder} until you empty them. Restore puts the selected one back.</source>
        <translation>Dzēstie mači, glabāti mapē {folder}, līdz jūs tos iztukšojat. Atjaunot ieliek atlasīto atpakaļ.</translation>
    </message>
    <message>
        <source>No finished or abandoned match yet.</source>
        <translation>Vēl nav neviena beiguša vai pamesta mača.</translation>
    </message>
    <message>
        <source>Archive files that could not be read, kept beside the others in {folder}:</source>
        <translation>Arhīva faili, kurus neizdevās nolasīt, glabājas blakus pārējiem mapē {folder}:</translation>
    </message>
    <message>
        <source>{name}: written by a newer bgdesk (format version {version}); a newer bgdesk lists it again.</source>
        <translation>{name}: to ierakstījusi jaunāka bgdesk (formāta versija {version}); jaunāka bgdesk to atkal parādīs sarakstā.</translation>
    </message>
    <message>
        <source>{name}: could not be read and was moved aside.</source>
        <translation>{name}: neizdevās nolasīt, tāpēc tas ir nolikts malā.</translation>
    </message>
    <message>
        <source>It is not a match.</source>
        <translation>Tas nav mačs.</translation>
    </message>
    <message>
        <source>This match cannot be opened. {reason}</source>
        <translation>Šo maču nevar atvērt. {reason}</translation>
    </message>
    <message>
        <source>Replay: {players}</source>
        <translation>Pārskats: {players}</translation>
    </message>
    <message>
        <source>This match cannot be exported. {reason}</source>
        <translation>Šo maču nevar eksportēt. {reason}</translation>
    </message>
    <message>
        <source>It could not be deleted: {reason}.</source>
        <translation>To neizdevās izdzēst: {reason}.</translation>
    </message>
    <message>
        <source>Deleted: it is kept in {folder} until you empty that folder; Undo delete brings it back.</source>
        <translation>Izdzēsts: tas glabājas mapē {folder}, līdz tu to iztukšo; „Atsaukt dzēšanu” to atgriež.</translation>
    </message>
    <message>
        <source>It could not be brought back: {reason}.</source>
        <translation>To neizdevās atgriezt: {reason}.</translation>
    </message>
    <message>
        <source>Brought back to the archive.</source>
        <translation>Atgriezts arhīvā.</translation>
    </message>
    <message>
        <source>It could not be restored: the archive holds a file of the same name already.</source>
        <translation>To nevarēja atjaunot: arhīvā jau ir fails ar tādu pašu nosaukumu.</translation>
    </message>
    <message>
        <source>It could not be restored: {reason}.</source>
        <translation>To nevarēja atjaunot: {reason}.</translation>
    </message>
    <message>
        <source>Restored to the archive: {players}.</source>
        <translation>Atjaunots arhīvā: {players}.</translation>
    </message>
    <message>
        <source>Empty deleted</source>
        <translation>Iztukšot dzēstos</translation>
    </message>
    <message>
        <source>Remove for good</source>
        <translation>Noņemt neatgriezeniski</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n deleted file(s) for good? They cannot be brought back.</source>
        <translation>
            <numerusform>Neatgriezeniski noņemt %n dzēsto failu? To nevarēs atgūt.</numerusform>
            <numerusform>Neatgriezeniski noņemt %n dzēstos failus? Tos nevarēs atgūt.</numerusform>
            <numerusform>Neatgriezeniski noņemt %n dzēsto failu? Tos nevarēs atgūt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deleted files could not be removed: {reason}.</source>
        <translation>Dzēstos failus nevarēja noņemt: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>%n deleted file(s) removed for good.</source>
        <translation>
            <numerusform>%n dzēstais fails neatgriezeniski noņemts.</numerusform>
            <numerusform>%n dzēstie faili neatgriezeniski noņemti.</numerusform>
            <numerusform>%n dzēsto failu neatgriezeniski noņemts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <source>Both rolled {d}: roll again.</source>
        <translation>Abi uzmeta {d}: metiet vēlreiz.</translation>
    </message>
    <message>
        <source>Automatic double: the cube is now at {v}.</source>
        <translation>Automātiskā dubultošana: kubs tagad rāda {v}.</translation>
    </message>
    <message>
        <source>{name} wins the opening roll ({a} {da}, {b} {db}) and plays {hi}-{lo}.</source>
        <translation>{name} uzvar sākuma metienā ({a} {da}, {b} {db}) un spēlē {hi}-{lo}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2}.</source>
        <translation>{name} uzmet {d1}-{d2}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and cannot move. {next} is on roll.</source>
        <translation>{name} uzmet {d1}-{d2} un nevar pārvietoties. Jāmet {next}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and cannot move.</source>
        <translation>{name} uzmet {d1}-{d2} un nevar pārvietoties.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and bears off: {play}.</source>
        <translation>{name} uzmet {d1}-{d2} un izved: {play}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2}: forced move {play}.</source>
        <translation>{name} uzmet {d1}-{d2}: piespiedu gājiens {play}.</translation>
    </message>
    <message>
        <source>{name}: pick up the dice to finish the move, or undo.</source>
        <translation>{name}: pacel kauliņus, lai pabeigtu gājienu, vai atsauc.</translation>
    </message>
    <message>
        <source>{name}: {dice} still to play.</source>
        <translation>{name}: vēl jāizspēlē {dice}.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Nav ko atsaukt.</translation>
    </message>
    <message>
        <source>Step taken back.</source>
        <translation>Solis atsaukts.</translation>
    </message>
    <message>
        <source>Play the whole roll first: {dice} still to play.</source>
        <translation>Vispirms izspēlē visu metienu: vēl jāizspēlē {dice}.</translation>
    </message>
    <message>
        <source>{name} played {play}. {next} is on roll.</source>
        <translation>{name} nospēlēja {play}. Jāmet {next}.</translation>
    </message>
    <message>
        <source>There is no doubling here.</source>
        <translation>Šeit dubultot nevar.</translation>
    </message>
    <message>
        <source>No double has been offered: there is nothing to take or pass.</source>
        <translation>Dubultojums nav piedāvāts: nav ko pieņemt vai atteikt.</translation>
    </message>
    <message>
        <source>The key {key} does nothing here; Help &gt; Keyboard lists every key.</source>
        <translation>Taustiņš {key} šeit neko nedara; Palīdzība &gt; Tastatūra uzskaita visus taustiņus.</translation>
    </message>
</context>
<context>
    <name>BoardItems</name>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <comment>pip count beside a player&apos;s name</comment>
        <translation>
            <numerusform>%n acs</numerusform>
            <numerusform>%n acis</numerusform>
            <numerusform>%n acu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Roll</source>
        <extracomment>How long freshly rolled dice tumble into place at the normal speed: as long as the dice rattle (dice_roll.wav); shorter at a faster animation speed, never longer.</extracomment>
        <translation>Mest</translation>
    </message>
    <message numerus="yes">
        <source>Match to %n</source>
        <comment>the match length, in the band at the top</comment>
        <translation>
            <numerusform>Mačs līdz %n punktam</numerusform>
            <numerusform>Mačs līdz %n punktiem</numerusform>
            <numerusform>Mačs līdz %n punktiem</numerusform>
        </translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation>Kroforda spēle</translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Spēle uz naudu</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <source>{n} on the bar</source>
        <translation>{n} uz joslas</translation>
    </message>
    <message>
        <source>{n} on {point}</source>
        <translation>{n} {point}. punktā</translation>
    </message>
    <message>
        <source>{n} borne off</source>
        <translation>{n} izvestas</translation>
    </message>
    <message>
        <source>no checkers</source>
        <translation>nav figūru</translation>
    </message>
    <message>
        <source>{name} (light)</source>
        <translation>{name} (gaišās)</translation>
    </message>
    <message>
        <source>{name} (dark)</source>
        <translation>{name} (tumšās)</translation>
    </message>
    <message>
        <source>Die: {a}</source>
        <translation>Kauliņš: {a}</translation>
    </message>
    <message>
        <source>Opening roll: {a} for {name0}, {b} for {name1}</source>
        <translation>Sākuma metiens: {a} — {name0}, {b} — {name1}</translation>
    </message>
    <message>
        <source>No dice rolled</source>
        <translation>Kauliņi nav mesti</translation>
    </message>
    <message>
        <source>Dice of {name}: {dice}</source>
        <translation>{name} kauliņi: {dice}</translation>
    </message>
    <message>
        <source>left to play: {dice}</source>
        <translation>vēl jāizspēlē: {dice}</translation>
    </message>
    <message>
        <source>all played</source>
        <translation>visi izspēlēti</translation>
    </message>
    <message>
        <source>No cube in this game</source>
        <translation>Šajā spēlē nav kuba</translation>
    </message>
    <message>
        <source>{name} offers the cube at {v}</source>
        <translation>{name} piedāvā kubu ar {v}</translation>
    </message>
    <message>
        <source>Cube at {v}, in the middle</source>
        <translation>Kubs {v}, vidū</translation>
    </message>
    <message>
        <source>Cube at {v}, owned by {name}</source>
        <translation>Kubs {v}, pieder {name}</translation>
    </message>
    <message>
        <source>Pip counts: {a} {pa}, {b} {pb}</source>
        <translation>Acu skaits: {a} {pa}, {b} {pb}</translation>
    </message>
    <message>
        <source>Backgammon board</source>
        <translation>Bekgemona galds</translation>
    </message>
</context>
<context>
    <name>BotDriver</name>
    <message>
        <source>{name} offers to resign.</source>
        <extracomment>A computer player&apos;s cube action or answer, in words, for the window&apos;s banner. A computer player starts (True) or stops (False) thinking.</extracomment>
        <translation>{name} piedāvā padoties.</translation>
    </message>
    <message>
        <source>{name} doubles to {value}.</source>
        <translation>{name} dubulto līdz {value}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} atsakās.</translation>
    </message>
    <message>
        <source>{name} beavers: the cube is at {value}.</source>
        <translation>{name} spēlē bebru: kubs rāda {value}.</translation>
    </message>
    <message>
        <source>{name} takes: the cube is at {value}.</source>
        <translation>{name} pieņem: kubs rāda {value}.</translation>
    </message>
    <message>
        <source>{name} accepts the resignation.</source>
        <translation>{name} piekrīt padošanās piedāvājumam.</translation>
    </message>
    <message>
        <source>{name} declines the resignation: play goes on.</source>
        <translation>{name} noraida padošanos: spēle turpinās.</translation>
    </message>
    <message>
        <source>{name} plays {play}.</source>
        <translation>{name} spēlē {play}.</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Beginner</source>
        <extracomment>The bot levels in words (bgdesk.bots levels; an unknown level shows as itself).</extracomment>
        <translation>Iesācējs</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Vidējs</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Spēcīgs</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Eksperts</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Pasaules klase</translation>
    </message>
    <message>
        <source>our network, with mistakes</source>
        <extracomment>What each level is: whose evaluation, and how deep (bgsage&apos;s plies: its network alone is 1-ply; see bgdesk.bots.LEVEL_INFO and Help).</extracomment>
        <translation>mūsu tīkls, ar kļūdām</translation>
    </message>
    <message>
        <source>our network</source>
        <translation>mūsu tīkls</translation>
    </message>
    <message>
        <source>bgsage, 1-ply</source>
        <translation>bgsage, 1 gājiens</translation>
    </message>
    <message>
        <source>bgsage, 2-ply</source>
        <translation>bgsage, 2 gājieni</translation>
    </message>
    <message>
        <source>bgsage, 3-ply</source>
        <translation>bgsage, 3 gājieni</translation>
    </message>
    <message>
        <source>{name}: {kind}. It gives up about {error} thousandths of a point per decision, judged by GNU Backgammon at 2-ply.</source>
        <extracomment>Each level&apos;s error per decision (checker plays and cube decisions), thousandths of a point, judged by GNU Backgammon 1.07 at 2-ply on the fixed set of tests/benchmarks/bench_advice.py (its ladder, printed by the benchmark; Help &gt; Rules, section 15, gives the whole table).</extracomment>
        <translation>{name}: {kind}. Tas zaudē apmēram {error} punkta tūkstošdaļas katrā lēmumā, ja vērtē GNU Backgammon 2 gājienu dziļumā.</translation>
    </message>
    <message>
        <source>{name} ({kind})</source>
        <translation>{name} ({kind})</translation>
    </message>
</context>
<context>
    <name>BoxAnswerDialog</name>
    <message>
        <source>The team ({members}) doubles. Take: every cube is doubled and comes to your side. Pass: you pay each member their stake now ({each}; {total} in all) and the game ends.</source>
        <translation>Komanda ({members}) dubulto. Pieņemt: katrs kubs tiek dubultots un pāriet tavā pusē. Atteikties: tu tūlīt samaksā katram dalībniekam viņa likmi ({each}; kopā {total}), un spēle beidzas.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Pieņemt</translation>
    </message>
    <message>
        <source>Pass (pay {total})</source>
        <translation>Atteikties (maksāt {total})</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Bebrs</translation>
    </message>
    <message>
        <source>Team double</source>
        <translation>Komandas dubultojums</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, tavs lēmums</translation>
    </message>
</context>
<context>
    <name>ChouetteController</name>
    <message>
        <source>Box</source>
        <translation>Kaste</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Komanda</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (dators)</translation>
    </message>
    <message>
        <source>New chouette: {names}. Everyone rolls one die for the seats; {first} rolls first.</source>
        <translation>Jauna šuete: {names}. Katrs met vienu kauliņu, lai noteiktu vietas; pirmais met {first}.</translation>
    </message>
    <message>
        <source>Chouette resumed: {ledger}.</source>
        <translation>Šuete turpināta: {ledger}.</translation>
    </message>
    <message>
        <source>{name} joins the chouette and plays from the next game.</source>
        <translation>{name} pievienojas šuetei un spēlēs no nākamās spēles.</translation>
    </message>
    <message>
        <source>{name} joins the chouette as captain.</source>
        <translation>{name} pievienojas šuetei kā kapteinis.</translation>
    </message>
    <message>
        <source>{name} joins the chouette: place {place} in the line.</source>
        <translation>{name} pievienojas šuetei: {place}. vieta rindā.</translation>
    </message>
    <message>
        <source>{name} leaves the chouette; their account stands at {points}.</source>
        <translation>{name} atstāj šueti; viņa konts ir {points}.</translation>
    </message>
    <message>
        <source>{name} leaves during the game and pays {box} {points} for their cube.</source>
        <translation>{name} aiziet spēles laikā un par savu kubu samaksā {points} spēlētājam {box}.</translation>
    </message>
    <message>
        <source>Automatic double: every cube is now at {value}.</source>
        <translation>Automātiskā dubultošana: katrs kubs tagad rāda {value}.</translation>
    </message>
    <message>
        <source>{name} rolls {die}. </source>
        <translation>{name} uzmet {die}. </translation>
    </message>
    <message>
        <source>{name} rolls {die}. Tie between {tied}: they roll again; {next} first.</source>
        <translation>{name} uzmet {die}. Neizšķirts starp {tied}: viņi met vēlreiz; pirmais {next}.</translation>
    </message>
    <message>
        <source>{name} rolls {die}. {next}: roll for your seat.</source>
        <translation>{name} uzmet {die}. {next}: met par savu vietu.</translation>
    </message>
    <message>
        <source>{box} is in the box, {captain} is captain</source>
        <translation>{box} ir kastē, {captain} ir kapteinis</translation>
    </message>
    <message>
        <source>, then {rest}</source>
        <translation>, tad {rest}</translation>
    </message>
    <message>
        <source>Click here or press Roll to start the first game.</source>
        <translation>Noklikšķini šeit vai nospied Mest, lai sāktu pirmo spēli.</translation>
    </message>
    <message>
        <source>Roll for the seats first.</source>
        <translation>Vispirms metiet par vietām.</translation>
    </message>
    <message>
        <source>The current game is not over yet.</source>
        <translation>Pašreizējā spēle vēl nav beigusies.</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box against {team}; {captain} is captain. Roll for the opening.</source>
        <translation>{n}. spēle: {box} kastē pret {team}; kapteinis ir {captain}. Metiet sākuma metienu.</translation>
    </message>
    <message>
        <source>Game {n} set up: {name} to {what}.</source>
        <translation>{n}. spēle sagatavota: {name} — {what}.</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jāspēlē</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>jāmet</translation>
    </message>
    <message>
        <source>Doubling is not possible now.</source>
        <translation>Dubultot tagad nav iespējams.</translation>
    </message>
    <message>
        <source>Resigning is not possible now.</source>
        <translation>Padoties tagad nav iespējams.</translation>
    </message>
    <message>
        <source>{name} is a computer player: wait for its decision.</source>
        <translation>{name} ir datora spēlētājs: gaidi tā lēmumu.</translation>
    </message>
    <message>
        <source>{name} is acting captain.</source>
        <translation>{name} pilda kapteiņa pienākumus.</translation>
    </message>
    <message>
        <source>{box} (box) doubles {names}. {next}: take or pass?</source>
        <translation>{box} (kaste) dubulto pret {names}. {next}: pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>{name} proposes a team double.</source>
        <translation>{name} ierosina komandai dubultot.</translation>
    </message>
    <message>
        <source>{name} agrees.</source>
        <translation>{name} piekrīt.</translation>
    </message>
    <message>
        <source>{next}: agree or refuse?</source>
        <translation>{next}: piekrist vai noraidīt?</translation>
    </message>
    <message>
        <source>The team doubles {box}. {box}: take or pass?</source>
        <translation>Komanda dubulto pret {box}. {box}: pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>{name} refuses: no team double this turn. {captain} to roll.</source>
        <translation>{name} noraida: šajā kārtā komanda nedubulto. Jāmet {captain}.</translation>
    </message>
    <message>
        <source>{box} takes the team&apos;s double</source>
        <translation>{box} pieņem komandas dubultojumu</translation>
    </message>
    <message>
        <source>{box} beavers the team&apos;s double</source>
        <translation>{box} atbild uz komandas dubultojumu ar bebru</translation>
    </message>
    <message>
        <source>: the cubes are on the box&apos;s side at {value}. {captain} to roll.</source>
        <translation>: kubi ir kastes pusē un rāda {value}. Jāmet {captain}.</translation>
    </message>
    <message>
        <source>{name} takes at {value}.</source>
        <translation>{name} pieņem pie {value}.</translation>
    </message>
    <message>
        <source>{name} beavers at {value}.</source>
        <translation>{name} spēlē bebru pie {value}.</translation>
    </message>
    <message>
        <source>{name} passes and pays {box} {points}.</source>
        <translation>{name} atsakās un samaksā {points} spēlētājam {box}.</translation>
    </message>
    <message>
        <source>{next}: take or pass?</source>
        <translation>{next}: pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>{box} to roll.</source>
        <translation>Jāmet {box}.</translation>
    </message>
    <message>
        <source>{name} offers to resign {what}. {next}: accept or decline?</source>
        <translation>{name} piedāvā padoties, atdodot {what}. {next}: piekrist vai noraidīt?</translation>
    </message>
    <message>
        <source>{name} declines the resignation: play goes on.</source>
        <translation>{name} noraida padošanos: spēle turpinās.</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>vienkāršu spēli</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>gemonu</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>bekgemonu</translation>
    </message>
    <message>
        <source>no cube</source>
        <translation>bez kuba</translation>
    </message>
    <message>
        <source>Jacoby rule</source>
        <translation>Džeikobi noteikums</translation>
    </message>
    <message>
        <source>automatic doubles (at most {n})</source>
        <translation>automātiskā dubultošana (ne vairāk kā {n})</translation>
    </message>
    <message>
        <source>backgammons count as gammons</source>
        <translation>bekgemoni skaitās kā gemoni</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Spēle uz naudu</translation>
    </message>
    <message>
        <source>Chouette of {when}</source>
        <translation>Šuete {when}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Spēlētāji: {names}</translation>
    </message>
    <message>
        <source>The seats are being decided.</source>
        <translation>Vietas vēl tiek izlozētas.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>atteicās</translation>
    </message>
    <message>
        <source>left the chouette</source>
        <translation>atstāja šueti</translation>
    </message>
    <message>
        <source>played to the end</source>
        <translation>spēlēja līdz beigām</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>vēl spēlē</translation>
    </message>
    <message>
        <source>Still being played.</source>
        <translation>Vēl tiek spēlēta.</translation>
    </message>
    <message>
        <source>{name}: cube {value}, {how}: {points}</source>
        <translation>{name}: kubs {value}, {how}: {points}</translation>
    </message>
    <message>
        <source>{box} (box): {points}</source>
        <translation>{box} (kaste): {points}</translation>
    </message>
    <message>
        <source>{name} joins the chouette</source>
        <translation>{name} pievienojas šuetei</translation>
    </message>
    <message>
        <source>{name} leaves the chouette</source>
        <translation>{name} atstāj šueti</translation>
    </message>
    <message>
        <source>(during game {n})</source>
        <translation>({n}. spēles laikā)</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Konti</translation>
    </message>
    <message>
        <source>(left)</source>
        <translation>(aizgāja)</translation>
    </message>
    <message>
        <source>{box} (box) passes the team&apos;s double.</source>
        <translation>{box} (kaste) atsakās no komandas dubultojuma.</translation>
    </message>
    <message>
        <source>Every member passed: {box} (box) wins.</source>
        <translation>Visi dalībnieki atteicās: uzvar {box} (kaste).</translation>
    </message>
    <message>
        <source>the team</source>
        <translation>komanda</translation>
    </message>
    <message>
        <source>The team</source>
        <translation>Komanda</translation>
    </message>
    <message>
        <source>{loser} resigns {what}: {winner} wins.</source>
        <translation>{loser} padodas, atdodot {what}: uzvar {winner}.</translation>
    </message>
    <message>
        <source>{box} (box) wins {what}.</source>
        <translation>{box} (kaste) uzvar: {what}.</translation>
    </message>
    <message>
        <source>The team (captain {captain}) wins {what}.</source>
        <translation>Komanda (kapteinis {captain}) uzvar: {what}.</translation>
    </message>
    <message>
        <source>{name} pays {box} {points}</source>
        <translation>{name} samaksā {points} spēlētājam {box}</translation>
    </message>
    <message>
        <source>{box} pays {members}</source>
        <translation>{box} samaksā: {members}</translation>
    </message>
    <message>
        <source>{box} stays in the box</source>
        <translation>{box} paliek kastē</translation>
    </message>
    <message>
        <source>{box} takes the box</source>
        <translation>{box} ieņem kasti</translation>
    </message>
    <message>
        <source>; {captain} is captain.</source>
        <translation>; kapteinis ir {captain}.</translation>
    </message>
    <message>
        <source>Next: {rotation}</source>
        <translation>Tālāk: {rotation}</translation>
    </message>
    <message>
        <source>Click here or press Roll for the next game.</source>
        <translation>Noklikšķini šeit vai nospied Mest, lai sāktu nākamo spēli.</translation>
    </message>
    <message>
        <source>Start a chouette (Game &gt; New chouette…).</source>
        <translation>Sāc šueti (Spēle &gt; Jauna šuete…).</translation>
    </message>
    <message>
        <source>{name} (box)</source>
        <translation>{name} (kaste)</translation>
    </message>
    <message>
        <source>{name} (captain)</source>
        <translation>{name} (kapteinis)</translation>
    </message>
    <message>
        <source>Chouette</source>
        <translation>Šuete</translation>
    </message>
    <message>
        <source>Chouette · game {n}</source>
        <translation>Šuete · {n}. spēle</translation>
    </message>
    <message>
        <source>{name} (captain of {n})</source>
        <translation>{name} (kapteinis, komandā {n})</translation>
    </message>
    <message>
        <source>{name}: roll one die for your seat</source>
        <translation>{name}: met vienu kauliņu par savu vietu</translation>
    </message>
    <message>
        <source>Press Roll to start the first game</source>
        <translation>Nospied Mest, lai sāktu pirmo spēli</translation>
    </message>
    <message>
        <source>Game {n} is over: the box wins.</source>
        <translation>{n}. spēle beigusies: uzvar kaste.</translation>
    </message>
    <message>
        <source>Game {n} is over: the team wins.</source>
        <translation>{n}. spēle beigusies: uzvar komanda.</translation>
    </message>
    <message>
        <source>Opening roll: click the dice area or press Roll</source>
        <translation>Sākuma metiens: noklikšķini uz kauliņu laukuma vai nospied Mest</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (dators) domā…</translation>
    </message>
    <message>
        <source>{name}: roll or double</source>
        <translation>{name}: jāmet vai jādubulto</translation>
    </message>
    <message>
        <source>{name}: roll</source>
        <translation>{name}: jāmet</translation>
    </message>
    <message>
        <source>{name}: pick up the dice</source>
        <translation>{name}: jāpaceļ kauliņi</translation>
    </message>
    <message>
        <source>{name} to play {dice}</source>
        <translation>{name}: jāizspēlē {dice}</translation>
    </message>
    <message>
        <source>{name}: agree to the team&apos;s double?</source>
        <translation>{name}: piekrist komandas dubultojumam?</translation>
    </message>
    <message>
        <source>{name}: take or pass the team&apos;s double?</source>
        <translation>{name}: pieņemt komandas dubultojumu vai atteikties?</translation>
    </message>
    <message>
        <source>{name}: take or pass the box&apos;s double?</source>
        <translation>{name}: pieņemt kastes dubultojumu vai atteikties?</translation>
    </message>
    <message>
        <source>{name}: accept or decline the resignation?</source>
        <translation>{name}: piekrist padošanās piedāvājumam vai noraidīt?</translation>
    </message>
    <message>
        <source>Start a chouette first.</source>
        <translation>Vispirms sāc šueti.</translation>
    </message>
    <message>
        <source>{name} must play the roll first.</source>
        <translation>{name} vispirms jāizspēlē metiens.</translation>
    </message>
    <message>
        <source>{name} is playing the roll.</source>
        <translation>{name} izspēlē metienu.</translation>
    </message>
    <message>
        <source>{name} must decide first.</source>
        <translation>{name} vispirms jāpieņem lēmums.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spēle ir beigusies.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Vispirms met kauliņus.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Ne tagad.</translation>
    </message>
    <message>
        <source>{name} rolls {die} for the seats</source>
        <translation>{name} par vietu uzmet {die}</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box; team {team}</source>
        <translation>{n}. spēle: {box} kastē; komanda {team}</translation>
    </message>
    <message>
        <source>Opening roll: {box} {d1}, {captain} {d2}</source>
        <translation>Sākuma metiens: {box} {d1}, {captain} {d2}</translation>
    </message>
    <message>
        <source> (tie)</source>
        <translation> (neizšķirts)</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>nevar pārvietoties</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>dubulto</translation>
    </message>
    <message>
        <source>proposes a team double</source>
        <translation>ierosina komandas dubultojumu</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>piekrīt</translation>
    </message>
    <message>
        <source>refuses</source>
        <translation>noraida</translation>
    </message>
    <message>
        <source>takes</source>
        <translation>pieņem</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>atsakās</translation>
    </message>
    <message>
        <source>beavers</source>
        <translation>spēlē bebru</translation>
    </message>
    <message>
        <source>offers to resign {what}</source>
        <translation>piedāvā padoties, atdodot {what}</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>piekrīt</translation>
    </message>
    <message>
        <source>declines</source>
        <translation>noraida</translation>
    </message>
    <message>
        <source>The chouette could not be saved ({reason}); play goes on.</source>
        <translation>Šueti neizdevās saglabāt ({reason}); spēle turpinās.</translation>
    </message>
    <message>
        <source>The chouette could not be kept in the archive ({reason}); it stays saved.</source>
        <translation>Šueti nevarēja ielikt arhīvā ({reason}); tā paliek saglabāta.</translation>
    </message>
    <message>
        <source>{name} played {play}. {next} is on roll.</source>
        <translation>{name} nospēlēja {play}. Jāmet {next}.</translation>
    </message>
    <message>
        <source>Game {n} is being played: {box} in the box, {captain} captain.</source>
        <translation>Notiek {n}. spēle: {box} kastē, {captain} kapteinis.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played; next: {box} in the box, {captain} captain.</source>
        <translation>
            <numerusform>Nospēlēta %n spēle; nākamajā: {box} kastē, {captain} kapteinis.</numerusform>
            <numerusform>Nospēlētas %n spēles; nākamajā: {box} kastē, {captain} kapteinis.</numerusform>
            <numerusform>Nospēlēts %n spēļu; nākamajā: {box} kastē, {captain} kapteinis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ledger: {ledger}.</source>
        <translation>Konti: {ledger}.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punktu</numerusform>
            <numerusform>%n punktus</numerusform>
            <numerusform>%n punktu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChouetteMode</name>
    <message>
        <source>New c&amp;houette…</source>
        <translation>Jauna &amp;šuete…</translation>
    </message>
    <message>
        <source>Three to eight players around one board: one in the box against a team led by a captain</source>
        <translation>No trim līdz astoņiem spēlētājiem pie viena galda: viens kastē pret komandu, ko vada kapteinis</translation>
    </message>
    <message>
        <source>Resume chouette</source>
        <translation>Turpināt šueti</translation>
    </message>
    <message>
        <source>Carry on with the chouette saved last</source>
        <translation>Turpināt pēdējo saglabāto šueti</translation>
    </message>
    <message>
        <source>Past chouettes…</source>
        <translation>Iepriekšējās šuetes…</translation>
    </message>
    <message>
        <source>Chouettes kept in the archive: their summaries and their games in the replay viewer</source>
        <translation>Arhīvā glabātās šuetes: to kopsavilkumi un spēles pārskata logā</translation>
    </message>
    <message>
        <source>The saved chouette could not be kept in the archive ({reason}); nothing was changed.</source>
        <translation>Saglabāto šueti nevarēja ielikt arhīvā ({reason}); nekas netika mainīts.</translation>
    </message>
    <message>
        <source>No chouette has been kept in the archive yet.</source>
        <translation>Arhīvā vēl nav nevienas šuetes.</translation>
    </message>
    <message>
        <source>This chouette could not be read back because {reason}.</source>
        <translation>Šo šueti nevarēja nolasīt, jo {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>{when}: {players} (%n game(s))</source>
        <translation>
            <numerusform>{when}: {players} (%n spēle)</numerusform>
            <numerusform>{when}: {players} (%n spēles)</numerusform>
            <numerusform>{when}: {players} (%n spēļu)</numerusform>
        </translation>
    </message>
    <message>
        <source>(abandoned)</source>
        <translation>(pamesta)</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box against {team}</source>
        <translation>{n}. spēle: {box} kastē pret {team}</translation>
    </message>
    <message>
        <source>The evening</source>
        <translation>Vakars</translation>
    </message>
    <message>
        <source>There is no saved chouette.</source>
        <translation>Nav saglabātas šuetes.</translation>
    </message>
    <message>
        <source>The saved chouette could not be restored because {reason}.</source>
        <translation>Saglabāto šueti neizdevās atjaunot, jo {reason}.</translation>
    </message>
    <message>
        <source>Chouette</source>
        <translation>Šuete</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Mest</translation>
    </message>
    <message>
        <source>Roll the dice (seats, opening roll, turn) or start the next game</source>
        <translation>Mest kauliņus (vietas, sākuma metiens, kārta) vai sākt nākamo spēli</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Dubultot</translation>
    </message>
    <message>
        <source>The box doubles, or the captain proposes the team&apos;s double</source>
        <translation>Kaste dubulto, vai kapteinis ierosina komandas dubultojumu</translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation>&amp;Atsaukt soli</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Atsaukt pēdējo soli</translation>
    </message>
    <message>
        <source>D&amp;one</source>
        <translation>&amp;Gatavs</translation>
    </message>
    <message>
        <source>Pick up the dice: the move is final</source>
        <translation>Pacelt kauliņus: gājiens ir galīgs</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>&amp;Nākamā spēle</translation>
    </message>
    <message>
        <source>Start the next game with the new roles</source>
        <translation>Sākt nākamo spēli ar jaunajām lomām</translation>
    </message>
    <message>
        <source>Resign a single game</source>
        <translation>Padoties ar vienkāršu spēli</translation>
    </message>
    <message>
        <source>Resign a gammon</source>
        <translation>Padoties ar gemonu</translation>
    </message>
    <message>
        <source>Resign a backgammon</source>
        <translation>Padoties ar bekgemonu</translation>
    </message>
    <message>
        <source>&amp;Leave chouette</source>
        <translation>&amp;Pamest šueti</translation>
    </message>
    <message>
        <source>Back to the match (the chouette stays saved)</source>
        <translation>Atpakaļ uz maču (šuete paliek saglabāta)</translation>
    </message>
    <message>
        <source>A player &amp;joins…</source>
        <translation>Spēlētājs &amp;pievienojas…</translation>
    </message>
    <message>
        <source>A newcomer sits down: last in the line, or where the group agrees</source>
        <translation>Jaunpienācējs apsēžas: rindas beigās vai tur, kur grupa vienojas</translation>
    </message>
    <message>
        <source>A player lea&amp;ves…</source>
        <translation>Spēlētājs &amp;aiziet…</translation>
    </message>
    <message>
        <source>Someone leaves; their account stays in the ledger</source>
        <translation>Kāds aiziet; viņa konts paliek kontu sarakstā</translation>
    </message>
    <message>
        <source>Summary of the &amp;evening…</source>
        <translation>Vakara &amp;kopsavilkums…</translation>
    </message>
    <message>
        <source>Every game, who was in the box, each cube&apos;s result and the ledger: copy it, save it, replay a game</source>
        <translation>Katra spēle, kas bija kastē, katra kuba rezultāts un konti: kopēt, saglabāt, pārskatīt spēli</translation>
    </message>
    <message>
        <source>&amp;End the evening…</source>
        <translation>&amp;Beigt vakaru…</translation>
    </message>
    <message>
        <source>Keep this chouette in the archive and see its summary</source>
        <translation>Ielikt šo šueti arhīvā un skatīt tās kopsavilkumu</translation>
    </message>
    <message>
        <source>&amp;Chouette</source>
        <translation>Š&amp;uete</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>&amp;Padoties</translation>
    </message>
    <message>
        <source>bgdesk — chouette</source>
        <translation>bgdesk — šuete</translation>
    </message>
    <message>
        <source>The evening is over</source>
        <translation>Vakars ir beidzies</translation>
    </message>
    <message>
        <source>{box} (the box)</source>
        <translation>{box} (kaste)</translation>
    </message>
    <message>
        <source>The team ({captain})</source>
        <translation>Komanda ({captain})</translation>
    </message>
</context>
<context>
    <name>ChouettePanel</name>
    <message>
        <source>Seat</source>
        <translation>Vieta</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spēlētājs</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Kubs</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stāvoklis</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkti</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Pēdējā spēle</translation>
    </message>
    <message>
        <source>No game finished yet.</source>
        <translation>Neviena spēle vēl nav beigusies.</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesija</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Spēlētāji pie galda</translation>
    </message>
    <message>
        <source>Type a move (e.g. 24/18 13/11) and press Enter:</source>
        <translation>Ieraksti gājienu (piem., 24/18 13/11) un nospied Enter:</translation>
    </message>
    <message>
        <source>No chouette</source>
        <translation>Nav šuetes</translation>
    </message>
    <message>
        <source>Chouette: rolling for the seats</source>
        <translation>Šuete: met par vietām</translation>
    </message>
    <message>
        <source>Chouette: seats decided</source>
        <translation>Šuete: vietas noteiktas</translation>
    </message>
    <message>
        <source>Chouette: game {n}</source>
        <translation>Šuete: {n}. spēle</translation>
    </message>
    <message>
        <source>Chouette: game {n} over</source>
        <translation>Šuete: {n}. spēle beigusies</translation>
    </message>
    <message>
        <source>Next: {rotation}</source>
        <translation>Tālāk: {rotation}</translation>
    </message>
    <message>
        <source>The box may double every cube it may turn:</source>
        <translation>Kaste var dubultot katru kubu, ko tā drīkst pagriezt:</translation>
    </message>
    <message>
        <source>Propose a team double (every other member in the game must agree):</source>
        <translation>Ierosināt komandas dubultojumu (jāpiekrīt katram citam spēlē esošajam komandas biedram):</translation>
    </message>
    <message>
        <source>{name} doubles</source>
        <translation>{name} dubulto</translation>
    </message>
    <message>
        <source>{name} proposes a double</source>
        <translation>{name} ierosina dubultot</translation>
    </message>
    <message>
        <source>The box doubles every cube it may turn</source>
        <translation>Kaste dubulto katru kubu, ko tā drīkst pagriezt</translation>
    </message>
    <message>
        <source>{name} proposes that the team double the box; every other member must agree</source>
        <translation>{name} ierosina komandai dubultot pret kasti; jāpiekrīt katram citam dalībniekam</translation>
    </message>
    <message>
        <source>to roll</source>
        <translation>jāmet</translation>
    </message>
    <message>
        <source>rolled {dice}</source>
        <translation>uzmeta {dice}</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Kaste</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapteinis</translation>
    </message>
    <message>
        <source>all cubes</source>
        <translation>visi kubi</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>met</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>vidū</translation>
    </message>
    <message>
        <source>own</source>
        <translation>savs</translation>
    </message>
    <message>
        <source>box has it</source>
        <translation>kastei</translation>
    </message>
    <message>
        <source>left ({points})</source>
        <translation>aizgāja ({points})</translation>
    </message>
    <message>
        <source>passed ({points})</source>
        <translation>atteicās ({points})</translation>
    </message>
    <message>
        <source>doubled to {value}</source>
        <translation>dubultots līdz {value}</translation>
    </message>
    <message>
        <source>proposes</source>
        <translation>ierosina</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>piekrita</translation>
    </message>
    <message>
        <source>to confirm</source>
        <translation>jāapstiprina</translation>
    </message>
    <message>
        <source>doubles to {value}</source>
        <translation>dubulto līdz {value}</translation>
    </message>
    <message>
        <source>acting captain</source>
        <translation>pilda kapteiņa pienākumus</translation>
    </message>
    <message>
        <source>Plays from the next game: {names}</source>
        <translation>Spēlēs no nākamās spēles: {names}</translation>
    </message>
    <message>
        <source>Left: {accounts}</source>
        <translation>Aizgājuši: {accounts}</translation>
    </message>
    <message>
        <source>Press Roll (or click the board) to start the first game.</source>
        <translation>Nospied Mest (vai noklikšķini uz galda), lai sāktu pirmo spēli.</translation>
    </message>
    <message>
        <source>Press Roll (or click the board) to start the next game.</source>
        <translation>Nospied Mest (vai noklikšķini uz galda), lai sāktu nākamo spēli.</translation>
    </message>
    <message>
        <source>roll one die for the seats</source>
        <translation>jāmet viens kauliņš par vietām</translation>
    </message>
    <message>
        <source>roll the opening roll</source>
        <translation>jāmet sākuma metiens</translation>
    </message>
    <message>
        <source>roll or double</source>
        <translation>jāmet vai jādubulto</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>jāmet</translation>
    </message>
    <message>
        <source>play the roll</source>
        <translation>jāizspēlē metiens</translation>
    </message>
    <message>
        <source>agree to the team&apos;s double or refuse it</source>
        <translation>jāpiekrīt komandas dubultojumam vai jānoraida tas</translation>
    </message>
    <message>
        <source>take or pass the team&apos;s double</source>
        <translation>jāpieņem komandas dubultojums vai jāatsakās</translation>
    </message>
    <message>
        <source>take or pass the box&apos;s double</source>
        <translation>jāpieņem kastes dubultojums vai jāatsakās</translation>
    </message>
    <message>
        <source>accept or decline the resignation</source>
        <translation>jāpiekrīt padošanās piedāvājumam vai jānoraida tas</translation>
    </message>
    <message>
        <source>Waiting for {name}: {what}.</source>
        <translation>Gaida spēlētāju {name}: {what}.</translation>
    </message>
</context>
<context>
    <name>ChouetteReplay</name>
    <message>
        <source>This game</source>
        <translation>Šajā spēlē</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>{option} needs a value.</source>
        <extracomment>Exit status for a command line that cannot be used. Qt&apos;s options that take a value (QGuiApplication, QApplication, the xcb platform); with one or two leading dashes. Qt&apos;s options without a value.</extracomment>
        <translation>{option} vajag vērtību.</translation>
    </message>
    <message>
        <source>There is no option {option}.</source>
        <translation>Opcijas {option} nav.</translation>
    </message>
    <message>
        <source>bgdesk does not speak &quot;{value}&quot;; choose one of {codes}.</source>
        <translation>bgdesk nerunā &quot;{value}&quot;; izvēlies vienu no {codes}.</translation>
    </message>
    <message>
        <source>Give one file at most.</source>
        <translation>Norādi ne vairāk kā vienu failu.</translation>
    </message>
    <message>
        <source>{path} is not a file.</source>
        <translation>{path} nav fails.</translation>
    </message>
    <message>
        <source>{path} is a named pipe or a device, not a file: bgdesk opens only ordinary files.</source>
        <translation>{path} ir nosaukta caurule vai ierīce, nevis fails: bgdesk atver tikai parastus failus.</translation>
    </message>
    <message>
        <source>&quot;bgdesk --help&quot; lists the options.</source>
        <translation>&quot;bgdesk --help&quot; uzskaita opcijas.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FAILS</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>VALODA</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>CEĻŠ</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKUNDES</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>LĪMENIS</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>Lietojums:</translation>
    </message>
    <message>
        <source>Backgammon against a friend or a computer player: games, money sessions, matches and chouettes.</source>
        <translation>Bekgemons ar draugu vai pret datora spēlētāju: spēles, spēles uz naudu, mači un šuetes.</translation>
    </message>
    <message>
        <source>a match (.mat, .sgf, .xg) or positions (.xgp, a position text) to open in the replay viewer</source>
        <translation>mačs (.mat, .sgf, .xg) vai pozīcijas (.xgp, pozīcijas teksts), ko atvērt pārskata skatā</translation>
    </message>
    <message>
        <source>the language for this run: {names}; without it, the language chosen in the settings, else the computer&apos;s</source>
        <translation>valoda šai reizei: {names}; bez tās – iestatījumos izvēlētā valoda, citādi datora valoda</translation>
    </message>
    <message>
        <source>check this installation: open the window, play a short game between two computer players, exit with 0 when all works (1 and the reason when not); settings and saved games are not touched</source>
        <translation>pārbaudīt šo instalāciju: atvērt logu, izspēlēt īsu spēli starp diviem datora spēlētājiem un beigt ar 0, ja viss darbojas (ar 1 un iemeslu, ja ne); iestatījumi un saglabātās spēles netiek aizskartas</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>parādīt šo palīdzību un beigt</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>parādīt versiju un beigt</translation>
    </message>
    <message>
        <source>a folder for the settings, saved games and statistics (now {config} and {data})</source>
        <translation>mape iestatījumiem, saglabātajām spēlēm un statistikai (tagad {config} un {data})</translation>
    </message>
    <message>
        <source>the window system: xcb, wayland or offscreen</source>
        <translation>logu sistēma: xcb, wayland vai offscreen</translation>
    </message>
    <message>
        <source>off: no sound for this run (no audio device is opened)</source>
        <translation>off: šajā palaišanas reizē bez skaņas (neviena audio ierīce netiek atvērta)</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Vide:</translation>
    </message>
    <message>
        <source>Qt&apos;s own options, such as -platform offscreen, are passed on to Qt.</source>
        <translation>Qt pašas opcijas, piemēram, -platform offscreen, tiek nodotas Qt.</translation>
    </message>
    <message>
        <source>There is no display to open the window on: start bgdesk from your desktop, where DISPLAY or WAYLAND_DISPLAY is set.</source>
        <translation>Nav displeja, kurā atvērt logu: palaidiet bgdesk no savas darbvirsmas, kur ir iestatīts DISPLAY vai WAYLAND_DISPLAY.</translation>
    </message>
    <message>
        <source>This copy of bgdesk opens its window through X11, and there is no X display: start bgdesk from your desktop, where DISPLAY is set (a Wayland desktop sets it when it runs XWayland).</source>
        <translation>Šī bgdesk kopija atver savu logu caur X11, un nav X displeja: palaidiet bgdesk no savas darbvirsmas, kur ir iestatīts DISPLAY (Wayland darbvirsma to iestata, kad tajā darbojas XWayland).</translation>
    </message>
</context>
<context>
    <name>CubeAnswers</name>
    <message>
        <source>No double</source>
        <extracomment>the questions this row is asked (its height is made for the one with most answers)</extracomment>
        <translation>Nedubultot</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Dubultot</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Dubultot, pieņemt</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Dubultot, atteikties</translation>
    </message>
    <message>
        <source>Too good to double</source>
        <translation>Pārāk labi, lai dubultotu</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Pieņemt</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Atteikties</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Bebrs</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Spēlēt tālāk</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Padoties</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Take ({value})</source>
        <translation>Pieņemt ({value})</translation>
    </message>
    <message>
        <source>Pass (lose {points})</source>
        <translation>Atteikties (zaudēt {points})</translation>
    </message>
    <message>
        <source>Beaver ({value})</source>
        <translation>Bebrs ({value})</translation>
    </message>
    <message>
        <source>Double offered</source>
        <translation>Piedāvāta dubultošana</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, tavs lēmums</translation>
    </message>
    <message numerus="yes">
        <source>{doubler} doubles to {value}. Take and play on for {value} with the cube on your side, or pass and give up this game for %n point(s).</source>
        <translation>
            <numerusform>{doubler} dubulto līdz {value}. Pieņem un spēlē tālāk par {value}, kubam esot tavā pusē, vai atsakies un zaudē šo spēli par %n punktu.</numerusform>
            <numerusform>{doubler} dubulto līdz {value}. Pieņem un spēlē tālāk par {value}, kubam esot tavā pusē, vai atsakies un zaudē šo spēli par %n punktiem.</numerusform>
            <numerusform>{doubler} dubulto līdz {value}. Pieņem un spēlē tālāk par {value}, kubam esot tavā pusē, vai atsakies un zaudē šo spēli par %n punktiem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Dubultot</translation>
    </message>
    <message>
        <source>{name}, double to {value}?</source>
        <translation>{name}, dubultot līdz {value}?</translation>
    </message>
    <message>
        <source>Your opponent then takes, and plays on for {value}, or passes and gives up this game.</source>
        <translation>Tad pretinieks pieņem un spēlē tālāk par {value} vai atsakās un zaudē šo spēli.</translation>
    </message>
    <message>
        <source>Double to {value}</source>
        <translation>Dubultot līdz {value}</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ne tagad</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Spēlēt no šejienes</translation>
    </message>
    <message>
        <source>End the match in progress?</source>
        <translation>Beigt pašreizējo maču?</translation>
    </message>
    <message>
        <source>Playing from this position ends the match in progress ({score}).</source>
        <translation>Spēlējot no šīs pozīcijas, pašreizējais mačs beidzas ({score}).</translation>
    </message>
    <message>
        <source>Keep the match</source>
        <translation>Turpināt maču</translation>
    </message>
    <message>
        <source>Resignation offered</source>
        <translation>Piedāvāta padošanās</translation>
    </message>
    <message numerus="yes">
        <source>{resigner} offers to resign {what}: accept and win %n point(s) now, or decline and play on.</source>
        <translation>
            <numerusform>{resigner} piedāvā padoties, atdodot {what}: piekrīti un tūlīt laimē %n punktu, vai noraidi un spēlē tālāk.</numerusform>
            <numerusform>{resigner} piedāvā padoties, atdodot {what}: piekrīti un tūlīt laimē %n punktus, vai noraidi un spēlē tālāk.</numerusform>
            <numerusform>{resigner} piedāvā padoties, atdodot {what}: piekrīti un tūlīt laimē %n punktu, vai noraidi un spēlē tālāk.</numerusform>
        </translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Piekrist</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Noraidīt</translation>
    </message>
</context>
<context>
    <name>DiceContribution</name>
    <message>
        <source>click</source>
        <translation>klikšķis</translation>
    </message>
    <message>
        <source>Click here a few times: each click adds two characters to your part.</source>
        <translation>Dažas reizes noklikšķini šeit: katrs klikšķis pievieno tavai daļai divas rakstzīmes.</translation>
    </message>
    <message>
        <source>Your part of the dice</source>
        <extracomment>The Help page on fair dice was asked for (the window opens it).</extracomment>
        <translation>Tava daļa kauliņos</translation>
    </message>
    <message>
        <source>bgdesk&apos;s commitment (SHA-256 of its seed):</source>
        <translation>bgdesk saistība (tās sēklas SHA-256):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopēt</translation>
    </message>
    <message>
        <source>Copy all 64 hex digits of the commitment</source>
        <translation>Kopēt visus 64 saistības heksadecimālos ciparus</translation>
    </message>
    <message>
        <source>Each player seals a part of their own (typed or clicked) before the first roll: the dice follow from the seed and both parts.</source>
        <translation>Katrs spēlētājs pirms pirmā metiena aizzīmogo savu daļu (ierakstītu vai noklikšķinātu): kauliņi izriet no sēklas un abām daļām.</translation>
    </message>
    <message>
        <source>bgdesk has committed to its secret seed. Each player now seals a text of their own: the dice follow from the seed and both texts, so neither bgdesk nor one player alone decides them. A sealed part is hidden and cannot change. Sealed empty, bgdesk draws a random part.</source>
        <translation>bgdesk ir apņēmusies ar savu slepeno sēklu. Tagad katrs spēlētājs aizzīmogo savu tekstu: kauliņi izriet no sēklas un abiem tekstiem, tāpēc tos nenosaka ne bgdesk, ne viens spēlētājs viens pats. Aizzīmogota daļa ir slēpta un nevar mainīties. Ja aizzīmogo tukšu, bgdesk izvēlas nejaušu daļu.</translation>
    </message>
    <message>
        <source>At home on this computer:</source>
        <translation>Šī datora saimnieks:</translation>
    </message>
    <message>
        <source>Who can use this computer account, and so could read bgdesk&apos;s secret seed: that player seals first, the guest last.</source>
        <translation>Kurš var lietot šī datora kontu un tātad varētu izlasīt bgdesk slepeno sēklu: šis spēlētājs aizzīmogo vispirms, viesis pēdējais.</translation>
    </message>
    <message>
        <source>Why this order? What is guaranteed?</source>
        <translation>Kāpēc šāda secība? Kas ir garantēts?</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Aizzīmogot</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Aizzīmogots</translation>
    </message>
    <message>
        <source>{home} seals first, then {guest}: the one at home on this computer could read the seed.</source>
        <translation>{home} aizzīmogo vispirms, tad {guest}: šī datora saimnieks varētu izlasīt sēklu.</translation>
    </message>
    <message>
        <source>{name}, type your part and seal it.</source>
        <translation>{name}, ieraksti savu daļu un aizzīmogo to.</translation>
    </message>
    <message>
        <source>The parts are sealed: roll when you are ready.</source>
        <translation>Daļas ir aizzīmogotas: met kauliņus, kad vēlies.</translation>
    </message>
    <message>
        <source>{home} seals first: {home} is at home on this computer and could read the seed.</source>
        <translation>{home} aizzīmogo vispirms: {home} ir šī datora saimnieks un varētu izlasīt sēklu.</translation>
    </message>
    <message>
        <source>{name}&apos;s part is sealed and cannot change.</source>
        <translation>Spēlētāja {name} daļa ir aizzīmogota un nevar mainīties.</translation>
    </message>
    <message>
        <source>The parts are sealed once, before the first roll.</source>
        <translation>Daļas aizzīmogo vienreiz, pirms pirmā metiena.</translation>
    </message>
    <message>
        <source>type anything</source>
        <translation>raksti jebko</translation>
    </message>
    <message>
        <source>Your part of the dice: {name}</source>
        <translation>Tava daļa kauliņos: {name}</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>No dice were entered, so nothing was rolled.</source>
        <translation>Kauliņi netika ievadīti, tāpēc nekas netika mests.</translation>
    </message>
    <message>
        <source>Enter the dice</source>
        <translation>Ievadi kauliņus</translation>
    </message>
    <message>
        <source>for example 31 or 3-1</source>
        <translation>piemēram, 31 vai 3-1</translation>
    </message>
    <message>
        <source>Or type them:</source>
        <translation>Vai ieraksti tos:</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Mest</translation>
    </message>
    <message>
        <source>Opening roll: each player rolls one die.</source>
        <translation>Sākuma metiens: katrs spēlētājs met vienu kauliņu.</translation>
    </message>
    <message>
        <source>{name}&apos;s die:</source>
        <translation>{name} — kauliņš:</translation>
    </message>
    <message>
        <source>{name} rolls.</source>
        <translation>Met {name}.</translation>
    </message>
    <message>
        <source>First die:</source>
        <translation>Pirmais kauliņš:</translation>
    </message>
    <message>
        <source>Second die:</source>
        <translation>Otrais kauliņš:</translation>
    </message>
</context>
<context>
    <name>DiceFairness</name>
    <message>
        <source>How every roll follows from the seed and the two parts, who is protected against whom, and how to check an exported .mat file by hand with sha256sum or python3: Help &gt; Fair dice.</source>
        <translation>Kā katrs metiens izriet no sēklas un abām daļām, kurš ir aizsargāts pret ko un kā ar roku, ar sha256sum vai python3, pārbaudīt eksportētu .mat failu: Palīdzība &gt; Godīgi kauliņi.</translation>
    </message>
    <message>
        <source>Fair dice, fixed in advance by a secret seed ({algorithm})</source>
        <translation>Godīgi kauliņi, iepriekš noteikti ar slepenu sēklu ({algorithm})</translation>
    </message>
    <message>
        <source>Pseudo-random dice from a seed, without a commitment</source>
        <translation>Pseidonejauši kauliņi no sēklas, bez saistības</translation>
    </message>
    <message>
        <source>Dice entered by hand: there is nothing to commit to</source>
        <translation>Kauliņus ievada ar roku: nav kam piesaistīties</translation>
    </message>
    <message>
        <source>Dice without a commitment</source>
        <translation>Kauliņi bez saistības</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Kauliņi:</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Pārbaudīt</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopēt</translation>
    </message>
    <message>
        <source>Commitment (SHA-256 of the seed):</source>
        <translation>Saistība (sēklas SHA-256):</translation>
    </message>
    <message>
        <source>Rolls so far:</source>
        <translation>Līdzšinējie metieni:</translation>
    </message>
    <message>
        <source>The players&apos; parts:</source>
        <translation>Spēlētāju daļas:</translation>
    </message>
    <message>
        <source>No longer verifiable: {reason}. The match went on with ordinary dice, so its commitment no longer says anything about them.</source>
        <translation>Vairs nav pārbaudāms: {reason}. Mačs turpinājās ar parastiem kauliņiem, tāpēc tā saistība par tiem vairs neko nesaka.</translation>
    </message>
    <message>
        <source>Lost: it could not be found after a restart.</source>
        <translation>Zaudēta: pēc atkārtotas palaišanas to neizdevās atrast.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Sēkla:</translation>
    </message>
    <message>
        <source>Seed (revealed):</source>
        <translation>Sēkla (atklāta):</translation>
    </message>
    <message>
        <source>Copy the check for sha256sum</source>
        <translation>Kopēt pārbaudi priekš sha256sum</translation>
    </message>
    <message>
        <source>Copies the commands that repeat the check in a terminal, each with the hash it must print.</source>
        <translation>Nokopē komandas, kas atkārto pārbaudi terminālī, katru ar jaucējvērtību, kas tai jāizdrukā.</translation>
    </message>
    <message>
        <source>Not given yet: each player adds one before the first roll.</source>
        <translation>Vēl nav dotas: katrs spēlētājs pievieno savu pirms pirmā metiena.</translation>
    </message>
    <message>
        <source>{name}: “{text}”</source>
        <translation>{name}: „{text}”</translation>
    </message>
    <message>
        <source>{name}: none</source>
        <translation>{name}: nav</translation>
    </message>
    <message>
        <source>Shown here when the match is over.</source>
        <translation>Tiks parādīta šeit, kad mačs būs beidzies.</translation>
    </message>
    <message>
        <source>Until then it is kept in {file}, a file only your user account can read: bgdesk, and anyone who can use this account while the match is played (an opponent at this login included), could open it and so know the dice. No computer player reads it.</source>
        <translation>Līdz tam tā glabājas failā {file}, ko var lasīt tikai tavs lietotāja konts: bgdesk un ikviens, kas mača laikā var izmantot šo kontu (arī pretinieks pie šīs pašas pieteikšanās), varētu to atvērt un tā zināt kauliņus. Neviens datora spēlētājs to nelasa.</translation>
    </message>
    <message>
        <source>Until then only bgdesk knows it; no computer player reads it.</source>
        <translation>Līdz tam to zina tikai bgdesk; neviens datora spēlētājs to nelasa.</translation>
    </message>
    <message>
        <source>The commands are on the clipboard: run them in a terminal and compare each hash with the one written after it.</source>
        <translation>Komandas ir starpliktuvē: palaid tās terminālī un salīdzini katru jaucējvērtību ar to, kas rakstīta aiz tās.</translation>
    </message>
    <message>
        <source>Not verified: {reason}</source>
        <translation>Nav pārbaudīts: {reason}</translation>
    </message>
    <message>
        <source>Fair dice help</source>
        <translation>Palīdzība par godīgiem kauliņiem</translation>
    </message>
    <message>
        <source>Verified: the seed matches the commitment and all {n} rolls follow from it.</source>
        <translation>Pārbaudīts: sēkla atbilst saistībai, un visi {n} metieni izriet no tās.</translation>
    </message>
    <message>
        <source>Dice fairness</source>
        <translation>Kauliņu godīgums</translation>
    </message>
    <message>
        <source>Before the first roll of a match bgdesk fixes a secret seed and shows its SHA-256 hash (the commitment); then each player adds a part of their own, and every roll follows from the seed and both parts. After the match the seed is revealed: anyone can check that it gives the commitment and every roll. So bgdesk could not choose the dice after seeing the players&apos; parts, and no player alone could choose them. While the match is played the seed is a secret kept on this computer: bgdesk knows the dice in advance, and so could anyone who reads its file (see below).</source>
        <translation>Pirms mača pirmā metiena bgdesk nosaka slepenu sēklu un parāda tās SHA-256 jaucējvērtību (saistību); tad katrs spēlētājs pievieno savu daļu, un katrs metiens izriet no sēklas un abām daļām. Pēc mača sēklu atklāj: ikviens var pārbaudīt, ka tā dod saistību un katru metienu. Tāpēc bgdesk nevarēja izvēlēties kauliņus, redzot spēlētāju daļas, un neviens spēlētājs viens pats tos nevarēja izvēlēties. Kamēr mačs notiek, sēkla ir noslēpums šajā datorā: bgdesk zina kauliņus iepriekš, un tāpat tos varētu zināt ikviens, kas izlasa tās failu (skat. zemāk).</translation>
    </message>
</context>
<context>
    <name>DiceStats</name>
    <message>
        <source>dbl</source>
        <translation>dub.</translation>
    </message>
    <message>
        <source>No rolls yet.</source>
        <translation>Vēl nav metienu.</translation>
    </message>
    <message>
        <source>fair dice</source>
        <translation>godīgi kauliņi</translation>
    </message>
    <message>
        <source>Dice statistics</source>
        <translation>Kauliņu statistika</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Metiens</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>sagaidāms</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Dubultmetieni</translation>
    </message>
    <message>
        <source>{name}: {turns} rolls, {doubles} doubles (fair dice: {exp}), {pips} pips; chance of rolls this uneven with fair dice: {p_rolls} (rolls), {p_faces} (faces)</source>
        <translation>{name}: metieni {turns}, dubultmetieni {doubles} (godīgiem kauliņiem: {exp}), acis {pips}; iespēja, ka godīgi kauliņi metienus sadala tik nevienmērīgi: {p_rolls} (metieni), {p_faces} (skaldnes)</translation>
    </message>
    <message>
        <source>A chance below 1% would be unusual for fair dice; above that, nothing is amiss.</source>
        <translation>Iespēja zem 1% godīgiem kauliņiem būtu neparasta; virs tās viss ir kārtībā.</translation>
    </message>
</context>
<context>
    <name>DrillsWindow</name>
    <message>
        <source>The 15 opening rolls</source>
        <translation>15 sākuma metieni</translation>
    </message>
    <message>
        <source>Replies to common openings</source>
        <translation>Atbildes uz izplatītiem sākumiem</translation>
    </message>
    <message>
        <source>Bearing off against contact</source>
        <translation>Izvešana, kad pretinieks vēl ir klāt</translation>
    </message>
    <message>
        <source>The proper cube action</source>
        <translation>Pareizā kuba rīcība</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Pieņemt vai atteikties</translation>
    </message>
    <message>
        <source>Drill board</source>
        <translation>Vingrinājumu galds</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Vingrinājumi</translation>
    </message>
    <message>
        <source>New set</source>
        <translation>Jauna sērija</translation>
    </message>
    <message>
        <source>Next position ▶</source>
        <translation>Nākamā pozīcija ▶</translation>
    </message>
    <message>
        <source>Misses (select one to see it again):</source>
        <translation>Kļūdas (izvēlieties, lai redzētu vēlreiz):</translation>
    </message>
    <message>
        <source>Misses</source>
        <translation>Kļūdas</translation>
    </message>
    <message>
        <source>Drill set</source>
        <translation>Vingrinājumu sērija</translation>
    </message>
    <message>
        <source>Making the set</source>
        <translation>Sērija tiek veidota</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Pozīcija</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Jūsu atbilde</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Labākais</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Zaudētā ekvitija</translation>
    </message>
    <message>
        <source>Choose a drill and press New set.</source>
        <translation>Izvēlieties vingrinājumu un nospiediet Jauna sērija.</translation>
    </message>
    <message>
        <source>Making the set with bgsage…</source>
        <translation>Sērija tiek veidota ar bgsage…</translation>
    </message>
    <message>
        <source>no position found</source>
        <translation>netika atrasta neviena pozīcija</translation>
    </message>
    <message>
        <source>No drill could be made ({reason}).</source>
        <translation>Vingrinājumu nevarēja izveidot ({reason}).</translation>
    </message>
    <message>
        <source>{kind}: {n} of {total} answered, {best} best, equity given up {loss}.</source>
        <translation>{kind}: atbildēti {n} no {total}, {best} labākās, zaudētā ekvitija {loss}.</translation>
    </message>
    <message>
        <source>Your play: {d1}-{d2}</source>
        <translation>Jūsu gājiens: {d1}-{d2}</translation>
    </message>
    <message>
        <source>Position {n}: play {d1}-{d2}, then pick up the dice.</source>
        <translation>Pozīcija {n}: izspēlējiet {d1}-{d2}, tad paceliet kauliņus.</translation>
    </message>
    <message>
        <source>Double or roll?</source>
        <translation>Dubultot vai mest?</translation>
    </message>
    <message>
        <source>Position {n}: you are on roll, the cube in the middle (money play). The proper cube action?</source>
        <translation>Pozīcija {n}: jūs metat, kubs ir vidū (spēle uz naudu). Kāda ir pareizā kuba rīcība?</translation>
    </message>
    <message>
        <source>Take or pass?</source>
        <translation>Pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>Position {n}: your opponent doubles (money play). Take or pass?</source>
        <translation>Pozīcija {n}: pretinieks dubulto (spēle uz naudu). Pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>Your answer and the best one.</source>
        <translation>Jūsu atbilde un labākā.</translation>
    </message>
    <message>
        <source>{answer}: the best answer.</source>
        <translation>{answer}: labākā atbilde.</translation>
    </message>
    <message>
        <source>{answer}: {words}, it gives up {loss}. Best: {best}.</source>
        <translation>{answer}: {words}, tas zaudē {loss}. Labākais: {best}.</translation>
    </message>
    <message>
        <source>Set finished: {best} of {n} best, equity given up {loss}. Press New set for another.</source>
        <translation>Sērija pabeigta: {best} no {n} labākās, zaudētā ekvitija {loss}. Nospiediet Jauna sērija, lai turpinātu.</translation>
    </message>
</context>
<context>
    <name>EndEveningDialog</name>
    <message>
        <source>End the evening</source>
        <translation>Beigt vakaru</translation>
    </message>
    <message>
        <source>End this chouette?</source>
        <translation>Beigt šo šueti?</translation>
    </message>
    <message>
        <source>The chouette is kept in the archive with every game and the ledger; its summary can be copied or saved, and its games replayed (Game &gt; Past chouettes).</source>
        <translation>Šuete tiek glabāta arhīvā ar visām spēlēm un kontiem; tās kopsavilkumu var nokopēt vai saglabāt, un tās spēles pārskatīt (Spēle &gt; Iepriekšējās šuetes).</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Spēlēt tālāk</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <source>Replay this game</source>
        <extracomment>Asks for the file to save to: (parent, caption, start name, filter) -&gt; (path, filter).</extracomment>
        <translation>Pārskatīt šo spēli</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopēt</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Saglabāt…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Aizvērt</translation>
    </message>
    <message>
        <source>The summary is on the clipboard.</source>
        <translation>Kopsavilkums ir starpliktuvē.</translation>
    </message>
    <message>
        <source>Save the summary</source>
        <translation>Saglabāt kopsavilkumu</translation>
    </message>
    <message>
        <source>chouette.txt</source>
        <translation>suete.txt</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Teksts (*.txt)</translation>
    </message>
    <message>
        <source>The summary could not be saved: {reason}.</source>
        <translation>Kopsavilkumu nevarēja saglabāt: {reason}.</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Saglabāts: {path}.</translation>
    </message>
</context>
<context>
    <name>FairCheck</name>
    <message>
        <source>a tied opening roll</source>
        <translation>neizšķirts sākuma metiens</translation>
    </message>
    <message>
        <source>The dice do not follow from what was committed. The first roll that does not: game {game}, roll {k} of that game ({who}; roll {n} of the match). The record shows {shown}, but the seed and the players&apos; parts give {expected}.</source>
        <translation>Kauliņi neizriet no apsolītā. Pirmais metiens, kas neizriet: spēle {game}, šīs spēles metiens {k} ({who}; mača metiens {n}). Ierakstā ir {shown}, bet sēkla un spēlētāju daļas dod {expected}.</translation>
    </message>
    <message>
        <source>These dice were not fair dice with a commitment, so there is nothing to check.</source>
        <translation>Šie kauliņi nebija godīgi kauliņi ar saistību, tāpēc nav ko pārbaudīt.</translation>
    </message>
    <message>
        <source>The fair dice of this match could not be restored after a restart, and it went on with ordinary dice, so it can no longer be verified.</source>
        <translation>Šī mača godīgos kauliņus pēc restartēšanas nevarēja atjaunot, un mačs turpinājās ar parastiem kauliņiem, tāpēc to vairs nevar pārbaudīt.</translation>
    </message>
    <message>
        <source>The record carries no valid commitment (64 hex digits).</source>
        <translation>Ierakstā nav derīgas saistības (64 heksadecimālie cipari).</translation>
    </message>
    <message>
        <source>The record carries two different commitments.</source>
        <translation>Ierakstā ir divas dažādas saistības.</translation>
    </message>
    <message>
        <source>The seed has not been revealed yet: it is shown when the match is over.</source>
        <translation>Sēkla vēl nav atklāta: to parāda, kad mačs ir beidzies.</translation>
    </message>
    <message>
        <source>The revealed seed cannot be used.</source>
        <translation>Atklāto sēklu nevar izmantot.</translation>
    </message>
    <message>
        <source>The seed does not give the commitment shown before the first roll: the seed or the commitment has been changed.</source>
        <translation>Sēkla nedod saistību, kas tika parādīta pirms pirmā metiena: sēkla vai saistība ir mainīta.</translation>
    </message>
    <message>
        <source>The record does not start at the first roll of its seed, so its dice cannot be verified.</source>
        <translation>Ieraksts nesākas ar savas sēklas pirmo metienu, tāpēc tā kauliņus nevar pārbaudīt.</translation>
    </message>
    <message>
        <source>The players&apos; parts in the record cannot be used: they do not match their hashes.</source>
        <translation>Spēlētāju daļas ierakstā nevar izmantot: tās neatbilst savām jaucējvērtībām.</translation>
    </message>
    <message>
        <source>The record holds more rolls than any match can.</source>
        <translation>Ierakstā ir vairāk metienu, nekā var būt jebkurā mačā.</translation>
    </message>
    <message>
        <source>The dice could not be verified.</source>
        <translation>Kauliņus nevarēja pārbaudīt.</translation>
    </message>
    <message>
        <source>The saved match was changed after bgdesk saved it: its roll counter says {saved}, but its record holds {n} rolls. That counter is not used: the next roll is roll {next} of the seed, as the record says, and the {n} rolls so far follow from the commitment and the players&apos; parts.</source>
        <translation>Saglabātais mačs tika mainīts pēc tam, kad bgdesk to saglabāja: tā metienu skaitītājs rāda {saved}, bet tā ierakstā ir metieni: {n}. Šo skaitītāju neizmanto: nākamais ir sēklas metiens {next}, kā saka ieraksts, un līdzšinējie metieni ({n}) izriet no saistības un spēlētāju daļām.</translation>
    </message>
    <message>
        <source>Dice verified: the revealed seed gives the commitment, and all {n} rolls follow from it and the players&apos; parts.</source>
        <translation>Kauliņi pārbaudīti: atklātā sēkla dod saistību, un visi metieni ({n}) izriet no tās un spēlētāju daļām.</translation>
    </message>
    <message>
        <source>Fair dice checked: the {n} rolls so far follow from the committed seed and the players&apos; parts.</source>
        <translation>Godīgie kauliņi pārbaudīti: līdzšinējie metieni ({n}) izriet no apsolītās sēklas un spēlētāju daļām.</translation>
    </message>
</context>
<context>
    <name>FairDiceHelp</name>
    <message>
        <source>Fair dice</source>
        <translation>Godīgi kauliņi</translation>
    </message>
    <message>
        <source>&amp;Fair dice</source>
        <translation>&amp;Godīgi kauliņi</translation>
    </message>
    <message>
        <source>What the fair dice promise, who is protected against whom, and how to check a match by hand</source>
        <translation>Ko sola godīgi kauliņi, kurš ir aizsargāts pret ko un kā pārbaudīt maču ar roku</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>Best</source>
        <extracomment>GNU Backgammon&apos;s marks after a move in its game record: doubtful ?!, bad ?, very bad ??.</extracomment>
        <translation>Labākais</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Labs</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Apšaubāms</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Slikts</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Ļoti slikts</translation>
    </message>
    <message>
        <source>Your play {play}: the best.</source>
        <extracomment>A judgement is on the board: (the person&apos;s seat, &quot;play&quot; / &quot;double&quot; / &quot;take&quot;, class, loss).</extracomment>
        <translation>Jūsu gājiens {play}: labākais.</translation>
    </message>
    <message>
        <source>Your play {play}: {words}, it gives up {loss}. Best: {best} (dashed).</source>
        <translation>Jūsu gājiens {play}: {words}, tas zaudē {loss}. Labākais: {best} (raustīts).</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Dubultot</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Nedubultot</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Pieņemt</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Atteikties</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>vienkāršu spēli</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>gemonu</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>bekgemonu</translation>
    </message>
    <message>
        <source>Resigning {what} was right: playing on is worth {value}.</source>
        <translation>Padoties par {what} bija pareizi: spēlēt tālāk ir vērts {value}.</translation>
    </message>
    <message>
        <source>Resign: right</source>
        <translation>Padošanās: pareizi</translation>
    </message>
    <message>
        <source>Resigning {what} gives up {loss} against playing on: you still win {win} of the time, save the gammon {saved} and lose a backgammon {bg}.</source>
        <translation>Padodoties par {what}, jūs zaudējat {loss} salīdzinājumā ar spēli tālāk: jūs vēl uzvarat {win} gadījumu, izglābjaties no gemona {saved} un zaudējat bekgemonā {bg}.</translation>
    </message>
    <message>
        <source>Resign: {loss}</source>
        <translation>Padošanās: {loss}</translation>
    </message>
    <message>
        <source>Your opponent should refuse it: playing on is worth more to them.</source>
        <translation>Pretiniekam jāatsakās: spēlēt tālāk viņam ir vērts vairāk.</translation>
    </message>
    <message>
        <source>{action}: right</source>
        <translation>{action}: pareizi</translation>
    </message>
    <message>
        <source>{action} was {words}: {loss}</source>
        <translation>{action} bija {words}: {loss}</translation>
    </message>
    <message>
        <source>There is no move to show again.</source>
        <translation>Nav gājiena, ko parādīt vēlreiz.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>a single game</source>
        <translation>vienkāršu spēli</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>gemonu</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>bekgemonu</translation>
    </message>
    <message>
        <source>single game</source>
        <translation>vienkārša spēle</translation>
    </message>
    <message>
        <source>gammon</source>
        <translation>gemons</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>bekgemons</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punktu</numerusform>
            <numerusform>%n punktus</numerusform>
            <numerusform>%n punktu</numerusform>
        </translation>
    </message>
    <message>
        <source>New match to {n}: {a} against {b}. Roll for the opening.</source>
        <translation>Jauns mačs līdz {n}: {a} pret {b}. Metiet sākuma metienu.</translation>
    </message>
    <message>
        <source>New money session: {a} against {b}. Roll for the opening.</source>
        <translation>Jauna spēle uz naudu: {a} pret {b}. Metiet sākuma metienu.</translation>
    </message>
    <message>
        <source>Resumed: {score}.</source>
        <translation>Turpināts: {score}.</translation>
    </message>
    <message>
        <source>{name} is a computer player: wait for its decision.</source>
        <translation>{name} ir datora spēlētājs: gaidi tā lēmumu.</translation>
    </message>
    <message>
        <source>This game is played without the doubling cube.</source>
        <translation>Šo spēli spēlē bez dubultošanas kuba.</translation>
    </message>
    <message>
        <source>Nobody may double before the opening roll.</source>
        <translation>Pirms sākuma metiena neviens nedrīkst dubultot.</translation>
    </message>
    <message>
        <source>{name} has rolled: a double is offered only before rolling.</source>
        <translation>{name} jau ir metis kauliņus: dubultojumu piedāvā tikai pirms metiena.</translation>
    </message>
    <message>
        <source>{owner} owns the cube: only {owner} may double it.</source>
        <translation>Kubs pieder spēlētājam {owner}: dubultot drīkst tikai {owner}.</translation>
    </message>
    <message>
        <source>The cube is at {v}, its highest: no more doubling.</source>
        <translation>Kubs ir {v}, tā augstākā vērtība: vairs dubultot nevar.</translation>
    </message>
    <message>
        <source>Doubling is not possible now.</source>
        <translation>Dubultot tagad nav iespējams.</translation>
    </message>
    <message>
        <source>{name} doubles to {v}. {other}: take or pass?</source>
        <translation>{name} dubulto līdz {v}. {other}: pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>{name} takes; the cube is at {v}. {next} to roll.</source>
        <translation>{name} pieņem; kubs rāda {v}. Jāmet {next}.</translation>
    </message>
    <message>
        <source>{name} beavers; the cube is at {v}.</source>
        <translation>{name} spēlē bebru; kubs rāda {v}.</translation>
    </message>
    <message>
        <source>Resigning is not possible now.</source>
        <translation>Padoties tagad nav iespējams.</translation>
    </message>
    <message>
        <source>{name} offers to resign {what} ({points}). {other}: accept or decline?</source>
        <translation>{name} piedāvā padoties, atdodot {what} ({points}). {other}: piekrist vai noraidīt?</translation>
    </message>
    <message>
        <source>Resignation declined: play goes on.</source>
        <translation>Padošanās noraidīta: spēle turpinās.</translation>
    </message>
    <message>
        <source>Take-backs are for practice against a computer player.</source>
        <translation>Gājienu atsaukšana ir paredzēta treniņam pret datora spēlētāju.</translation>
    </message>
    <message>
        <source>The match is over and stays so: nothing can be taken back. To play on from a moment of it, use Play from here in its replay: that starts a new match with new dice.</source>
        <translation>Mačs ir beidzies un tāds paliek: neko nevar atsaukt. Lai spēlētu tālāk no kāda tā brīža, izmantojiet tā atkārtojumā Spēlēt no šejienes: tas sāk jaunu maču ar jauniem kauliņiem.</translation>
    </message>
    <message>
        <source>The dice seed of this match is revealed, so every roll to come is known: nothing can be taken back.</source>
        <translation>Šī mača kauliņu sēkla ir atklāta, tāpēc katrs nākamais metiens ir zināms: neko nevar atsaukt.</translation>
    </message>
    <message>
        <source>There is no play of yours to take back in this game.</source>
        <translation>Šajā spēlē nav jūsu gājiena, ko atsaukt.</translation>
    </message>
    <message>
        <source>{name} takes back {play}: play {d1}-{d2} again.</source>
        <translation>{name} atsauc {play}: izspēlējiet {d1}-{d2} vēlreiz.</translation>
    </message>
    <message>
        <source>The current game is not over yet.</source>
        <translation>Pašreizējā spēle vēl nav beigusies.</translation>
    </message>
    <message>
        <source>The match is over. Start a new match.</source>
        <translation>Mačs ir beidzies. Sāc jaunu maču.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>Kroforda spēlē dubultot nedrīkst.</translation>
    </message>
    <message>
        <source>Game {n} is the Crawford game: no doubling. Roll for the opening.</source>
        <translation>{n}. spēle ir Kroforda spēle: bez dubultošanas. Metiet sākuma metienu.</translation>
    </message>
    <message>
        <source>Game {n}. Roll for the opening.</source>
        <translation>{n}. spēle. Metiet sākuma metienu.</translation>
    </message>
    <message>
        <source>{loser} passes: {winner} wins {points}.</source>
        <translation>{loser} atsakās: {winner} laimē {points}.</translation>
    </message>
    <message>
        <source>{loser} resigns {what}: {winner} wins {points}.</source>
        <translation>{loser} padodas, atdodot {what}: {winner} laimē {points}.</translation>
    </message>
    <message>
        <source>{winner} wins {what}: {points}.</source>
        <translation>{winner} uzvar ({what}): {points}.</translation>
    </message>
    <message>
        <source>{a} {sa}, {b} {sb} (match to {n})</source>
        <translation>{a} {sa}, {b} {sb} (mačs līdz {n})</translation>
    </message>
    <message>
        <source>{result} Score: {score}.</source>
        <translation>{result} Rezultāts: {score}.</translation>
    </message>
    <message>
        <source>{name} wins the match {s}-{t}!</source>
        <translation>{name} uzvar mačā {s}-{t}!</translation>
    </message>
    <message>
        <source>Next game is the Crawford game.</source>
        <translation>Nākamā spēle ir Kroforda spēle.</translation>
    </message>
    <message>
        <source>Click here or press Roll for the next game.</source>
        <translation>Noklikšķini šeit vai nospied Mest, lai sāktu nākamo spēli.</translation>
    </message>
    <message>
        <source>Start a new match (Game &gt; New match).</source>
        <translation>Sāc jaunu maču (Spēle &gt; Jauns mačs).</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (dators) domā…</translation>
    </message>
    <message>
        <source>Opening roll: click the dice area or press Roll</source>
        <translation>Sākuma metiens: noklikšķini uz kauliņu laukuma vai nospied Mest</translation>
    </message>
    <message>
        <source>{name}: roll or double</source>
        <translation>{name}: jāmet vai jādubulto</translation>
    </message>
    <message>
        <source>{name}: roll</source>
        <translation>{name}: jāmet</translation>
    </message>
    <message>
        <source>{name}: pick up the dice</source>
        <translation>{name}: jāpaceļ kauliņi</translation>
    </message>
    <message>
        <source>{name} to play {dice}</source>
        <translation>{name}: jāizspēlē {dice}</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>{name}: accept or decline?</source>
        <translation>{name}: piekrist vai noraidīt?</translation>
    </message>
    <message>
        <source>Start a new match first.</source>
        <translation>Vispirms sāc jaunu maču.</translation>
    </message>
    <message>
        <source>{name} must play the roll first.</source>
        <translation>{name} vispirms jāizspēlē metiens.</translation>
    </message>
    <message>
        <source>{name} must take or pass first.</source>
        <translation>{name} vispirms jāpieņem vai jāatsakās.</translation>
    </message>
    <message>
        <source>{name} must answer the resignation first.</source>
        <translation>{name} vispirms jāatbild uz padošanās piedāvājumu.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spēle ir beigusies.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Vispirms met kauliņus.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Ne tagad.</translation>
    </message>
    <message>
        <source>Game {n}: {a} {sa}, {b} {sb}</source>
        <translation>{n}. spēle: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source> (Crawford)</source>
        <translation> (Kroforda)</translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}</source>
        <translation>Sākuma metiens: {a} {da}, {b} {db}</translation>
    </message>
    <message>
        <source> (tie)</source>
        <translation> (neizšķirts)</translation>
    </message>
    <message>
        <source>Automatic double: cube {v}</source>
        <translation>Automātiskā dubultošana: kubs {v}</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>nevar pārvietoties</translation>
    </message>
    <message>
        <source>{who} doubles to {v}</source>
        <translation>{who} dubulto līdz {v}</translation>
    </message>
    <message>
        <source>{who} takes</source>
        <translation>{who} pieņem</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} atsakās</translation>
    </message>
    <message>
        <source>{who} beavers to {v}</source>
        <translation>{who} spēlē bebru līdz {v}</translation>
    </message>
    <message>
        <source>{who} offers to resign {what}</source>
        <translation>{who} piedāvā padoties, atdodot {what}</translation>
    </message>
    <message>
        <source>{who} accepts</source>
        <translation>{who} piekrīt</translation>
    </message>
    <message>
        <source>{who} declines</source>
        <translation>{who} noraida</translation>
    </message>
    <message>
        <source>double passed</source>
        <translation>atteikšanās no dubultošanas</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>padošanās</translation>
    </message>
    <message>
        <source>{name} wins {points} ({how})</source>
        <translation>{name} laimē {points} ({how})</translation>
    </message>
    <message>
        <source>{name} wins the match {s}-{t}</source>
        <translation>{name} uzvar mačā {s}-{t}</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>1. spēlētājs</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>2. spēlētājs</translation>
    </message>
</context>
<context>
    <name>HintWindow</name>
    <message>
        <source>Hint</source>
        <translation>Padoms</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gājiens</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Ekvitija</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Zaudējums</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Uzvara</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Uzvara ar gemonu</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Zaudējums ar gemonu</translation>
    </message>
    <message>
        <source>Backgammons (win / lose)</source>
        <translation>Bekgemoni (uzv. / zaud.)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Darbība</translation>
    </message>
    <message>
        <source>Plays, best first</source>
        <translation>Gājieni, labākais vispirms</translation>
    </message>
    <message>
        <source>Cube actions, best first</source>
        <translation>Kuba lēmumi, labākais vispirms</translation>
    </message>
    <message>
        <source>{name} to play {d1}-{d2}</source>
        <translation>{name}: jāizspēlē {d1}-{d2}</translation>
    </message>
    <message>
        <source>(no move)</source>
        <extracomment>What the hint is about, for a rollout: (&quot;checker&quot;, position, dice, state, played board or None) or (&quot;cube&quot;, state of the player on roll); None: nothing to roll out.</extracomment>
        <translation>(nav gājiena)</translation>
    </message>
    <message>
        <source>No legal move: the roll cannot be played.</source>
        <translation>Nav atļauta gājiena: metienu nevar izspēlēt.</translation>
    </message>
    <message>
        <source>Forced: there is only one legal play.</source>
        <translation>Piespiedu: ir tikai viens atļauts gājiens.</translation>
    </message>
    <message numerus="yes">
        <source>Equities are per point at stake, after the play, for the player to move; %n play(s) in all.</source>
        <translation>
            <numerusform>Ekvitija ir uz likmes punktu pēc gājiena, gājēja skatījumā; kopā %n gājiens.</numerusform>
            <numerusform>Ekvitija ir uz likmes punktu pēc gājiena, gājēja skatījumā; kopā %n gājieni.</numerusform>
            <numerusform>Ekvitija ir uz likmes punktu pēc gājiena, gājēja skatījumā; kopā %n gājienu.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played {play}: the best play.</source>
        <translation>Tu nospēlēji {play}: labākais gājiens.</translation>
    </message>
    <message>
        <source>You played {play}: {loss} worse than {best}.</source>
        <translation>Tu nospēlēji {play}: par {loss} sliktāk nekā {best}.</translation>
    </message>
    <message>
        <source>Chances before the roll: win {w} (gammon {wg}, backgammon {wbg}), lose {l} (gammon {lg}, backgammon {lbg}).</source>
        <translation>Izredzes pirms metiena: uzvarēt {w} (gemons {wg}, bekgemons {wbg}), zaudēt {l} (gemons {lg}, bekgemons {lbg}).</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: dubultot vai mest?</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Nedubultot</translation>
    </message>
    <message>
        <source>rollout {n}</source>
        <translation>izspēle {n}</translation>
    </message>
    <message>
        <source>rollout</source>
        <translation>izspēle</translation>
    </message>
    <message>
        <source>{n}-ply</source>
        <translation>{n} gāj.</translation>
    </message>
    <message>
        <source>Figures at 3-ply, about GNU Backgammon&apos;s 2-ply.</source>
        <translation>Skaitļi 3 gājienu dziļumā, apmēram kā GNU Backgammon 2 gājienu dziļumā.</translation>
    </message>
    <message>
        <source>Quick figures (2-ply); the 3-ply ones follow…</source>
        <translation>Ātrie skaitļi (2 gājieni); sekos 3 gājienu skaitļi…</translation>
    </message>
    <message>
        <source>Figures from a rollout.</source>
        <translation>Skaitļi no izspēles.</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Dubultot, pieņemt</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Dubultot, atteikties</translation>
    </message>
    <message>
        <source>Too good to double: play on</source>
        <translation>Pārāk labi, lai dubultotu: spēlē tālāk</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Dziļums</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.</source>
        <translation>Pareizā rīcība ar kubu: {action}.</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Pieņemt</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Atteikties</translation>
    </message>
    <message>
        <source>Proper answer to {name}&apos;s double: {answer}.</source>
        <translation>Pareizā atbilde uz spēlētāja {name} dubultošanu: {answer}.</translation>
    </message>
    <message>
        <source>A close decision at 3-ply: settling it by a rollout…</source>
        <translation>Tuvs lēmums 3 gājienu dziļumā: to izšķir izspēle…</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>bgdesk could not lock its home folder ({reason}), so it cannot tell whether another bgdesk uses it too.</source>
        <extracomment>How long a thread may keep Python&apos;s interpreter lock while the GUI thread waits for it (seconds). Python&apos;s default, 5 ms, lets a computer player&apos;s thread (or the session writer&apos;s) hold the event loop up for several intervals in a row: a timer due every 2 ms ran up to 86 ms late while a bot thought, 21 ms with 1 ms (tests/benchmarks/bench_autosave.py&apos;s figures). when bgsage&apos;s first helper process is started, after the board&apos;s first paint</extracomment>
        <translation>bgdesk nevarēja bloķēt savu mājas mapi ({reason}), tāpēc nevar zināt, vai to neizmanto arī cits bgdesk.</translation>
    </message>
    <message>
        <source>bgdesk was started again: this is its window.</source>
        <extracomment>Exit status of a second start that could not hand its work to the running bgdesk.</extracomment>
        <translation>bgdesk tika palaists vēlreiz: šis ir tā logs.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}): {name} is handed to it, to open in its window.</source>
        <translation>bgdesk jau darbojas ar šo mājas mapi (process {pid}): {name} ir nodots tam, lai to atvērtu tā logā.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}): its window is brought forward.</source>
        <translation>bgdesk jau darbojas ar šo mājas mapi (process {pid}): tā logs ir izvirzīts priekšplānā.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}) and does not answer. This start changes nothing and ends; use the window that is open, or end that process and start bgdesk again.</source>
        <translation>bgdesk jau darbojas ar šo mājas mapi (process {pid}) un neatbild. Šī palaišana neko nemaina un beidzas; izmantojiet atvērto logu vai izbeidziet šo procesu un palaidiet bgdesk vēlreiz.</translation>
    </message>
    <message>
        <source>{name} was not opened.</source>
        <translation>{name} netika atvērts.</translation>
    </message>
</context>
<context>
    <name>Interop</name>
    <message>
        <source>it could not be read ({kind})</source>
        <translation>to neizdevās nolasīt ({kind})</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fails</translation>
    </message>
    <message>
        <source>&amp;Export match (.mat)…</source>
        <translation>&amp;Eksportēt maču (.mat)…</translation>
    </message>
    <message>
        <source>Save this match or money session as a .mat file (GNU Backgammon, eXtreme Gammon)</source>
        <translation>Saglabāt šo maču vai spēli uz naudu kā .mat failu (GNU Backgammon, eXtreme Gammon)</translation>
    </message>
    <message>
        <source>&amp;Replay this match</source>
        <translation>&amp;Pārskatīt šo maču</translation>
    </message>
    <message>
        <source>Step through every move of the match being played</source>
        <translation>Soli pa solim pārskatīt katru pašreizējā mača gājienu</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediģēt</translation>
    </message>
    <message>
        <source>&amp;Copy position (XGID and GNUbg ID)</source>
        <translation>&amp;Kopēt pozīciju (XGID un GNUbg ID)</translation>
    </message>
    <message>
        <source>Copy the position and match state for GNU Backgammon or eXtreme Gammon</source>
        <translation>Kopēt pozīciju un mača stāvokli programmām GNU Backgammon vai eXtreme Gammon</translation>
    </message>
    <message>
        <source>Copy &amp;XGID</source>
        <translation>Kopēt &amp;XGID</translation>
    </message>
    <message>
        <source>Copy the XGID of the position</source>
        <translation>Kopēt pozīcijas XGID</translation>
    </message>
    <message>
        <source>Copy &amp;GNUbg ID</source>
        <translation>Kopēt &amp;GNUbg ID</translation>
    </message>
    <message>
        <source>Copy the Position ID and Match ID</source>
        <translation>Kopēt Position ID un Match ID</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Ielīmēt pozīciju</translation>
    </message>
    <message>
        <source>Set up the position from an XGID, GNUbg ID or Position ID and play on</source>
        <translation>Iestatīt pozīciju no XGID, GNUbg ID vai Position ID un spēlēt tālāk</translation>
    </message>
    <message>
        <source>&amp;Edit position…</source>
        <translation>Rediģēt &amp;pozīciju…</translation>
    </message>
    <message>
        <source>Set up any position, cube, score and dice</source>
        <translation>Iestatīt jebkuru pozīciju, kubu, rezultātu un kauliņus</translation>
    </message>
    <message>
        <source>Dice &amp;fairness…</source>
        <translation>Kauliņu &amp;godīgums…</translation>
    </message>
    <message>
        <source>The commitment to this match&apos;s dice, the seed after the match, and a check of every roll</source>
        <translation>Šī mača kauliņu saistība, sēkla pēc mača un katra metiena pārbaude</translation>
    </message>
    <message>
        <source>&amp;Dice statistics…</source>
        <translation>Kauliņu &amp;statistika…</translation>
    </message>
    <message>
        <source>Each player&apos;s rolls against fair dice</source>
        <translation>Katra spēlētāja metieni salīdzinājumā ar godīgiem kauliņiem</translation>
    </message>
    <message>
        <source>&amp;Archive…</source>
        <translation>&amp;Arhīvs…</translation>
    </message>
    <message>
        <source>Every finished or abandoned match: open, export or delete it</source>
        <translation>Katrs beidzies vai pamests mačs: atvērt, eksportēt vai dzēst</translation>
    </message>
    <message>
        <source>Copy the commitment</source>
        <translation>Kopēt saistību</translation>
    </message>
    <message>
        <source>Copy &amp;move list</source>
        <translation>Kopēt &amp;gājienu sarakstu</translation>
    </message>
    <message>
        <source>Copy every game&apos;s moves as text</source>
        <translation>Kopēt katras spēles gājienus kā tekstu</translation>
    </message>
    <message>
        <source>Copy moves</source>
        <translation>Kopēt gājienus</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Pārskats</translation>
    </message>
    <message>
        <source>Step through every move of this match</source>
        <translation>Soli pa solim pārskatīt katru šī mača gājienu</translation>
    </message>
    <message>
        <source>Fair dice</source>
        <translation>Godīgi kauliņi</translation>
    </message>
    <message>
        <source>Fair dice lost: not verifiable</source>
        <translation>Godīgie kauliņi zaudēti: nav pārbaudāms</translation>
    </message>
    <message>
        <source>The fair dice of this match could not be restored after a restart ({reason}); it goes on with ordinary dice and can no longer be verified. Click for details.</source>
        <translation>Šī mača godīgos kauliņus pēc atkārtotas palaišanas neizdevās atjaunot ({reason}); tas turpinās ar parastiem kauliņiem un vairs nav pārbaudāms. Noklikšķini, lai uzzinātu vairāk.</translation>
    </message>
    <message>
        <source>Fair dice: the check failed</source>
        <translation>Godīgi kauliņi: pārbaude neizdevās</translation>
    </message>
    <message>
        <source>Dice verified: all {n} rolls</source>
        <translation>Kauliņi pārbaudīti: visi metieni ({n})</translation>
    </message>
    <message>
        <source>Click to see the seed and check again.</source>
        <translation>Noklikšķini, lai redzētu sēklu un pārbaudītu vēlreiz.</translation>
    </message>
    <message>
        <source>Dice seed revealed: verify</source>
        <translation>Kauliņu sēkla atklāta: pārbaudīt</translation>
    </message>
    <message>
        <source>The match is over and its dice seed is revealed. Click to check every roll against the commitment.</source>
        <translation>Mačs ir beidzies, un tā kauliņu sēkla ir atklāta. Noklikšķini, lai pārbaudītu katru metienu pret saistību.</translation>
    </message>
    <message>
        <source>Fair dice: every roll of this match follows from a secret seed whose SHA-256 hash is {hash}, and from the players&apos; parts. The seed is revealed when the match is over. Click for details.</source>
        <translation>Godīgi kauliņi: katrs šī mača metiens izriet no slepenas sēklas, kuras SHA-256 jaucējvērtība ir {hash}, un no spēlētāju daļām. Sēklu atklāj, kad mačs beidzies. Noklikšķini, lai uzzinātu vairāk.</translation>
    </message>
    <message>
        <source>Dice entered by hand</source>
        <translation>Kauliņus ievada ar roku</translation>
    </message>
    <message>
        <source>You enter every roll (Settings &gt; Play &gt; Dice).</source>
        <translation>Tu ievadi katru metienu (Iestatījumi &gt; Spēle &gt; Kauliņi).</translation>
    </message>
    <message>
        <source>Seeded dice</source>
        <translation>Kauliņi no sēklas</translation>
    </message>
    <message>
        <source>Pseudo-random dice from a seed, without a commitment.</source>
        <translation>Pseidonejauši kauliņi no sēklas, bez saistības.</translation>
    </message>
    <message>
        <source>there is no game to copy</source>
        <translation>nav spēles, ko kopēt</translation>
    </message>
    <message>
        <source>Copying a position is for matches; leave the chouette first.</source>
        <translation>Pozīciju kopēšana ir paredzēta mačiem; vispirms pamet šueti.</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Kopēt pozīciju</translation>
    </message>
    <message>
        <source>Nothing was copied. {reason}</source>
        <translation>Nekas netika nokopēts. {reason}</translation>
    </message>
    <message>
        <source>Copied {text}</source>
        <translation>Nokopēts: {text}</translation>
    </message>
    <message>
        <source>Pasting a position is for matches; leave the chouette first.</source>
        <translation>Pozīciju ielīmēšana ir paredzēta mačiem; vispirms pamet šueti.</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Ielīmēt pozīciju</translation>
    </message>
    <message>
        <source>The clipboard holds no text: copy an XGID or a GNUbg ID first. Nothing was changed.</source>
        <translation>Starpliktuvē nav teksta: vispirms nokopē XGID vai GNUbg ID. Nekas netika mainīts.</translation>
    </message>
    <message>
        <source>Pasted positions</source>
        <translation>Ielīmētās pozīcijas</translation>
    </message>
    <message numerus="yes">
        <source>%n positions pasted. Step through them with Page Up and Page Down; Play from here plays on from one.</source>
        <translation>
            <numerusform>Ielīmēta %n pozīcija. Pārskati tās ar Page Up un Page Down; “Spēlēt no šejienes” spēlē tālāk no kādas no tām.</numerusform>
            <numerusform>Ielīmētas %n pozīcijas. Pārskati tās ar Page Up un Page Down; “Spēlēt no šejienes” spēlē tālāk no kādas no tām.</numerusform>
            <numerusform>Ielīmēts %n pozīciju. Pārskati tās ar Page Up un Page Down; “Spēlēt no šejienes” spēlē tālāk no kādas no tām.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pasted text</source>
        <translation>Ielīmētais teksts</translation>
    </message>
    <message>
        <source>{reason} Nothing was changed.</source>
        <translation>{reason} Nekas netika mainīts.</translation>
    </message>
    <message>
        <source>Position set up from the pasted text: {where}. Play on from here.</source>
        <translation>Pozīcija iestatīta no ielīmētā teksta: {where}. Spēlē tālāk no šejienes.</translation>
    </message>
    <message>
        <source>match to {n}, {a} {sa}, {b} {sb}</source>
        <translation>mačs līdz {n}, {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>money play</source>
        <translation>spēle uz naudu</translation>
    </message>
    <message>
        <source>{name} on roll</source>
        <translation>jāmet spēlētājam {name}</translation>
    </message>
    <message>
        <source>The match goes on; nothing was changed.</source>
        <translation>Mačs turpinās; nekas netika mainīts.</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Iestatīt pozīciju</translation>
    </message>
    <message>
        <source>This cannot be played. {reason} Nothing was changed.</source>
        <translation>To nevar spēlēt. {reason} Nekas netika mainīts.</translation>
    </message>
    <message>
        <source>The position editor is for matches; leave the chouette first.</source>
        <translation>Pozīciju redaktors ir paredzēts mačiem; vispirms pamet šueti.</translation>
    </message>
    <message>
        <source>Position set up: {where}. Play on from here.</source>
        <translation>Pozīcija iestatīta: {where}. Spēlē tālāk no šejienes.</translation>
    </message>
    <message>
        <source>The move list is on the clipboard.</source>
        <translation>Gājienu saraksts ir starpliktuvē.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksportēt</translation>
    </message>
    <message>
        <source>Open match or positions</source>
        <translation>Atvērt maču vai pozīcijas</translation>
    </message>
    <message>
        <source>Matches and positions (*.mat *.txt *.sgf *.xg *.xgp);;All files (*)</source>
        <translation>Mači un pozīcijas (*.mat *.txt *.sgf *.xg *.xgp);;Visi faili (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were dropped; the first {max} are opened.</source>
        <extracomment>At most this many files dropped at once are opened.</extracomment>
        <translation>
            <numerusform>Nomests %n fails; tiek atvērti pirmie {max}.</numerusform>
            <numerusform>Nomesti %n faili; tiek atvērti pirmie {max}.</numerusform>
            <numerusform>Nomests %n failu; tiek atvērti pirmie {max}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No files opened yet</source>
        <translation>Vēl nav atvērts neviens fails</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Notīrīt sarakstu</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Nesen atvērtie</translation>
    </message>
    <message>
        <source>{path} is not opened: {reason}. It is taken off the list.</source>
        <translation>{path} netiek atvērts: {reason}. Tas ir izņemts no saraksta.</translation>
    </message>
    <message>
        <source>{path} is no longer there; it is taken off the list.</source>
        <translation>{path} vairs nav pieejams; tas tiek izņemts no saraksta.</translation>
    </message>
    <message>
        <source>The list of recent files is empty.</source>
        <translation>Neseno failu saraksts ir tukšs.</translation>
    </message>
    <message>
        <source>Positions: {name}</source>
        <translation>Pozīcijas: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n position(s) read. Step through them with Page Up and Page Down; Play from here plays on from one.</source>
        <translation>
            <numerusform>{name}: nolasīta %n pozīcija. Pārskati tās ar Page Up un Page Down; “Spēlēt no šejienes” spēlē tālāk no kādas no tām.</numerusform>
            <numerusform>{name}: nolasītas %n pozīcijas. Pārskati tās ar Page Up un Page Down; “Spēlēt no šejienes” spēlē tālāk no kādas no tām.</numerusform>
            <numerusform>{name}: nolasīts %n pozīciju. Pārskati tās ar Page Up un Page Down; “Spēlēt no šejienes” spēlē tālāk no kādas no tām.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis from the file: {title}</source>
        <translation>Analīze no faila: {title}</translation>
    </message>
    <message>
        <source>{program} ({level}): no double {nd}, double/take {dt}, double/pass {dp}.</source>
        <translation>{program} ({level}): nedubultot {nd}, dubultot/pieņemt {dt}, dubultot/atteikties {dp}.</translation>
    </message>
    <message>
        <source>{program} ({level}):</source>
        <translation>{program} ({level}):</translation>
    </message>
    <message>
        <source>Playing on from a position is for matches; leave the chouette first.</source>
        <translation>Spēlēt tālāk no pozīcijas var mačos; vispirms izej no šuetes.</translation>
    </message>
    <message>
        <source>This match cannot be written as a .mat file. {reason}</source>
        <translation>Šo maču nevar ierakstīt kā .mat failu. {reason}</translation>
    </message>
    <message>
        <source>Export match</source>
        <translation>Eksportēt maču</translation>
    </message>
    <message>
        <source>Match files (*.mat);;All files (*)</source>
        <translation>Mača faili (*.mat);;Visi faili (*)</translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}.</source>
        <translation>{path} neizdevās ierakstīt: {reason}.</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Eksportēts uz {path}.</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Nolasa {name}…</translation>
    </message>
    <message>
        <source>{name} could not be imported. {reason} Nothing was changed.</source>
        <translation>{name} neizdevās importēt. {reason} Nekas netika mainīts.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importēt</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file: bgdesk opens only ordinary files, so it was not opened</source>
        <extracomment>Hex digits of the dice commitment the status bar keeps when the whole one would crowd out the game&apos;s message (a narrow window); the whole hash is in its tooltip and the fairness window, and a right click copies it. The whole commitment is on the status bar while its button takes at most this share of the window&apos;s width.</extracomment>
        <translation>tā ir nosaukta caurule (FIFO), nevis fails: bgdesk atver tikai parastus failus, tāpēc tā netika atvērta</translation>
    </message>
    <message>
        <source>it is a device, not a file: bgdesk opens only ordinary files, so it was not opened</source>
        <translation>tā ir ierīce, nevis fails: bgdesk atver tikai parastus failus, tāpēc tā netika atvērta</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>tā ir mape, nevis fails</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>tāda faila nav</translation>
    </message>
    <message>
        <source>it is not an ordinary file, so it was not opened</source>
        <translation>tas nav parasts fails, tāpēc tas netika atvērts</translation>
    </message>
    <message>
        <source>This match cannot be written as an .sgf file. {reason}</source>
        <translation>Šo maču nevar ierakstīt kā .sgf failu. {reason}</translation>
    </message>
    <message>
        <source>GNU Backgammon files (*.sgf);;All files (*)</source>
        <translation>GNU Backgammon faili (*.sgf);;Visi faili (*)</translation>
    </message>
    <message>
        <source>Export match for &amp;GNU Backgammon (.sgf)…</source>
        <translation>Eksportēt maču programmai &amp;GNU Backgammon (.sgf)…</translation>
    </message>
    <message>
        <source>Save this match or money session as GNU Backgammon&apos;s own file</source>
        <translation>Saglabāt šo maču vai spēli uz naudu kā GNU Backgammon pašas failu</translation>
    </message>
    <message>
        <source>&amp;Open match or positions…</source>
        <translation>&amp;Atvērt maču vai pozīcijas…</translation>
    </message>
    <message>
        <source>Read a match (.mat, .sgf, .xg) or positions (.xgp, position texts) and step through them</source>
        <translation>Nolasīt maču (.mat, .sgf, .xg) vai pozīcijas (.xgp, pozīciju teksti) un tos pārskatīt</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Nesen atvērtie</translation>
    </message>
    <message>
        <source>Dice commitment {hash}</source>
        <translation>Kauliņu saistība {hash}</translation>
    </message>
    <message>
        <source>the file is {size:.1f} MB, and at most {limit} MB are read</source>
        <translation>fails ir {size:.1f} MB, bet nolasa ne vairāk kā {limit} MB</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Atcelt</translation>
    </message>
    <message>
        <source>Reading {name} was stopped. Nothing was changed.</source>
        <translation>{name} nolasīšana tika apturēta. Nekas netika mainīts.</translation>
    </message>
    <message>
        <source>Replay: {name}</source>
        <translation>Pārskats: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) read, with remarks about the file.</source>
        <translation>
            <numerusform>{name}: nolasīta %n spēle, ar piezīmēm par failu.</numerusform>
            <numerusform>{name}: nolasītas %n spēles, ar piezīmēm par failu.</numerusform>
            <numerusform>{name}: nolasīts %n spēļu, ar piezīmēm par failu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) read. Step through them with the arrow keys.</source>
        <translation>
            <numerusform>{name}: nolasīta %n spēle. Pārskati to ar bultiņu taustiņiem.</numerusform>
            <numerusform>{name}: nolasītas %n spēles. Pārskati tās ar bultiņu taustiņiem.</numerusform>
            <numerusform>{name}: nolasīts %n spēļu. Pārskati tās ar bultiņu taustiņiem.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} was read. Some of it was not as expected:</source>
        <translation>{name} ir nolasīts. Daļa no tā nebija tāda, kā gaidīts:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… un vēl %n.</numerusform>
            <numerusform>… un vēl %n.</numerusform>
            <numerusform>… un vēl %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Spēlēt no šejienes</translation>
    </message>
    <message>
        <source>This moment cannot be played on. {reason}</source>
        <translation>No šī brīža nevar spēlēt tālāk. {reason}</translation>
    </message>
    <message>
        <source>Playing on from the replay: {where}.</source>
        <translation>Spēle turpinās no pārskata: {where}.</translation>
    </message>
    <message>
        <source>Replay: this match</source>
        <translation>Pārskats: šis mačs</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Šis mačs</translation>
    </message>
    <message>
        <source>The previous match</source>
        <translation>Iepriekšējais mačs</translation>
    </message>
    <message>
        <source>Write the commitment down (or copy it) now; after the match, check that the revealed seed gives it.</source>
        <translation>Pieraksti saistību (vai nokopē to) tagad; pēc mača pārbaudi, vai atklātā sēkla to dod.</translation>
    </message>
    <message>
        <source>A money session has no end of its own: its seed is revealed when a new match or session replaces it.</source>
        <translation>Spēlei uz naudu nav savu beigu: tās sēklu atklāj, kad to aizstāj jauns mačs vai jauna spēle.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>A player joins</source>
        <translation>Spēlētājs pievienojas</translation>
    </message>
    <message>
        <source>The newcomer takes the last place in the line, or the place the group agrees on.</source>
        <translation>Jaunpienācējs ieņem pēdējo vietu rindā vai vietu, par kuru grupa vienojas.</translation>
    </message>
    <message>
        <source>A game is being played: they play from the next one.</source>
        <translation>Pašlaik notiek spēle: viņš spēlēs no nākamās.</translation>
    </message>
    <message>
        <source>Last in the line</source>
        <translation>Rindas beigās</translation>
    </message>
    <message>
        <source>Captain (first in the line)</source>
        <translation>Kapteinis (pirmais rindā)</translation>
    </message>
    <message>
        <source>Before {name}</source>
        <translation>Pirms {name}</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Vārds:</translation>
    </message>
    <message>
        <source>Played by:</source>
        <translation>Spēlē:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Vieta:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Pievienoties</translation>
    </message>
    <message>
        <source>A chouette is for at most eight players: someone has to leave first.</source>
        <translation>Šuete ir ne vairāk kā astoņiem spēlētājiem: vispirms kādam jāaiziet.</translation>
    </message>
    <message>
        <source>Give the newcomer a name.</source>
        <translation>Piešķiriet jaunpienācējam vārdu.</translation>
    </message>
    <message>
        <source>The newcomer&apos;s name has {length} characters; a name has at most {most}: shorten it.</source>
        <translation>Jaunpienācēja vārdā ir {length} rakstzīmes; vārdā var būt ne vairāk kā {most}: saīsiniet to.</translation>
    </message>
    <message>
        <source>{name} is already playing: give the newcomer another name.</source>
        <translation>{name} jau spēlē: piešķiriet jaunpienācējam citu vārdu.</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right, Up / Down</source>
        <translation>Pa kreisi / Pa labi, Uz augšu / Uz leju</translation>
    </message>
    <message>
        <source>Move the cursor over the checkers that may move; with a checker picked up, choose among its destinations</source>
        <translation>Pārvieto kursoru pa figūrām, kas var pārvietoties; ja figūra ir pacelta, izvēlies kādu no tās mērķiem</translation>
    </message>
    <message>
        <source>1 … 24, B</source>
        <translation>1 … 24, B</translation>
    </message>
    <message>
        <source>Pick up the checker on that point (B: on the bar)</source>
        <translation>Pacel figūru šajā punktā (B: uz joslas)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>1 … 6 (a checker picked up)</source>
        <translation>1 … 6 (figūra pacelta)</translation>
    </message>
    <message>
        <source>Play that die with the checker picked up</source>
        <translation>Izspēlē šo kauliņu ar pacelto figūru</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Take the last step back</source>
        <translation>Atsauc pēdējo soli</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Met kauliņus</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Go to the next control (with Shift, the previous one)</source>
        <translation>Pāriet uz nākamo vadīklu (ar Shift — uz iepriekšējo)</translation>
    </message>
    <message>
        <source>T, P, B (double offered)</source>
        <translation>T, P, B (piedāvāts dubultojums)</translation>
    </message>
    <message>
        <source>Take, pass or beaver</source>
        <translation>Pieņemt, atteikties vai bebrs</translation>
    </message>
    <message>
        <source>A, R (team double proposed)</source>
        <translation>A, R (piedāvāts komandas dubultojums)</translation>
    </message>
    <message>
        <source>Agree or refuse</source>
        <translation>Piekrist vai atteikties</translation>
    </message>
    <message>
        <source>A, D (resignation offered)</source>
        <translation>A, D (piedāvāta padošanās)</translation>
    </message>
    <message>
        <source>Accept or decline</source>
        <translation>Pieņemt vai noraidīt</translation>
    </message>
    <message>
        <source>Enter (in the move box)</source>
        <translation>Enter (gājiena laukā)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatūra</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Uz galda</translation>
    </message>
    <message>
        <source>Pick up the checker under the cursor (the first time, the back checker); play it to the destination chosen; with the roll played, pick up the dice; before the roll, roll</source>
        <translation>Pacel figūru zem kursora (pirmoreiz — aizmugurējo figūru); spēlē to uz izvēlēto mērķi; kad metiens izspēlēts, pacel kauliņus; pirms metiena — met kauliņus</translation>
    </message>
    <message>
        <source>Put the checker down again; from any other control of the window, back to the board</source>
        <translation>Noliec figūru atpakaļ; no jebkuras citas loga vadīklas — atpakaļ uz galdu</translation>
    </message>
    <message>
        <source>Double (at once: the question before doubling is for a click on the cube)</source>
        <translation>Dubultot (uzreiz: jautājums pirms dubultošanas ir tikai klikšķim uz kuba)</translation>
    </message>
    <message>
        <source>T, P</source>
        <translation>T, P</translation>
    </message>
    <message>
        <source>Take or pass the double offered</source>
        <translation>Pieņemt vai atteikt piedāvāto dubultojumu</translation>
    </message>
    <message>
        <source>Play the move typed; in the empty box, pick up the dice once the roll is played, or roll</source>
        <translation>Izspēlē ierakstīto gājienu; tukšā laukā pacel kauliņus, kad metiens izspēlēts, vai met kauliņus</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Atpakaļ uz galdu</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Tab goes from the board to the move box (type a move such as 24/18 13/11, or the rest of one); Shift+Tab goes back</source>
        <translation>Tab pāriet no galda uz gājiena lauku (ieraksti gājienu, piemēram, 24/18 13/11, vai tā atlikumu); Shift+Tab — atpakaļ</translation>
    </message>
    <message>
        <source>D, N, T, P</source>
        <translation>D, N, T, P</translation>
    </message>
    <message>
        <source>Answer the cube question: double, no double, take, pass</source>
        <translation>Atbildi uz kuba jautājumu: dubultot, nedubultot, pieņemt, atteikties</translation>
    </message>
    <message>
        <source>The board&apos;s keys</source>
        <translation>Galda taustiņi</translation>
    </message>
    <message>
        <source>Play the roll asked for, as on the game&apos;s board; Enter picks up the dice</source>
        <translation>Izspēlē prasīto metienu kā uz spēles galda; Enter paceļ kauliņus</translation>
    </message>
    <message>
        <source>Put the checker down again; with none picked up, close the window</source>
        <translation>Noliec figūru atpakaļ; ja neviena nav pacelta, aizver logu</translation>
    </message>
    <message>
        <source>Close a window or a dialog; a question that must be answered is asked again</source>
        <translation>Aizver logu vai dialogu; jautājums, uz kuru jāatbild, tiek uzdots vēlreiz</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Press the button shown as the default one</source>
        <translation>Nospiež pogu, kas parādīta kā noklusējuma poga</translation>
    </message>
    <message>
        <source>The menus&apos; keys</source>
        <translation>Izvēlņu taustiņi</translation>
    </message>
    <message>
        <source>Work in the windows opened beside the board too (analysis, hint, statistics, archive, help), except in those with a board of their own</source>
        <translation>Darbojas arī logos, kas atvērti blakus galdam (analīze, padoms, statistika, arhīvs, palīdzība), izņemot tos, kuriem ir savs galds</translation>
    </message>
    <message>
        <source>D, N (before doubling)</source>
        <translation>D, N (pirms dubultošanas)</translation>
    </message>
    <message>
        <source>Double, or not now</source>
        <translation>Dubultot vai ne tagad</translation>
    </message>
    <message>
        <source>P, K (play from a position)</source>
        <translation>P, K (spēlēt no pozīcijas)</translation>
    </message>
    <message>
        <source>Play from here, or keep the match</source>
        <translation>Spēlēt no šejienes vai turpināt maču</translation>
    </message>
    <message>
        <source>Move box</source>
        <translation>Gājiena lauks</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Izvēlnes</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Jautājumi</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Pārskats</translation>
    </message>
    <message>
        <source>Drills and game review</source>
        <translation>Vingrinājumi un spēles pārskats</translation>
    </message>
    <message>
        <source>Every window</source>
        <translation>Katrs logs</translation>
    </message>
    <message>
        <source>Where the keys work</source>
        <translation>Kur taustiņi darbojas</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taustiņi</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Ko tie dara</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <source>A player leaves</source>
        <translation>Spēlētājs aiziet</translation>
    </message>
    <message>
        <source>Whoever leaves keeps their account in the ledger, and may come back later.</source>
        <translation>Kas aiziet, saglabā savu kontu un var vēlāk atgriezties.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Aiziet</translation>
    </message>
    <message>
        <source>A chouette needs at least three players: end the evening instead (Chouette &gt; End the evening).</source>
        <translation>Šuetei vajag vismaz trīs spēlētāju: tā vietā beidziet vakaru (Šuete &gt; Beigt vakaru).</translation>
    </message>
    <message>
        <source>{name} is in the box and cannot leave during a game: finish the game first; then the captain takes the box.</source>
        <translation>{name} ir kastē un nevar aiziet spēles laikā: vispirms pabeidziet spēli; tad kasti pārņem kapteinis.</translation>
    </message>
    <message>
        <source>Answer the double or the resignation first.</source>
        <translation>Vispirms atbildiet uz dubultojumu vai padošanos.</translation>
    </message>
    <message>
        <source>{name} gives up their cube as a pass would: they pay {box} {value} now. Their account then stands at {after}.</source>
        <translation>{name} atsakās no sava kuba kā atteikšanās gadījumā: tagad samaksā {value} spēlētājam {box}. Pēc tam viņa konts ir {after}.</translation>
    </message>
    <message>
        <source>Nothing has happened in this game yet: {name} leaves it at no cost.</source>
        <translation>Šajā spēlē vēl nekas nav noticis: {name} to atstāj bez maksas.</translation>
    </message>
    <message>
        <source>{name} leaves the box: {captain} takes it. Their account stands at {points}.</source>
        <translation>{name} atstāj kasti: to pārņem {captain}. Viņa konts ir {points}.</translation>
    </message>
    <message>
        <source>{name}&apos;s account stands at {points}.</source>
        <translation>Spēlētāja {name} konts ir {points}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bottom right</source>
        <translation>Apakšā pa labi</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>Apakšā pa kreisi</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Augšā pa labi</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Augšā pa kreisi</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Izslēgta</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lēna</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normāla</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Ātra</translation>
    </message>
    <message>
        <source>Resign a single game</source>
        <extracomment>How many games the move list shows (the last ones; earlier games are in Copy moves and Replay).</extracomment>
        <translation>Padoties ar vienkāršu spēli</translation>
    </message>
    <message>
        <source>Offer to resign a single game</source>
        <translation>Piedāvāt padoties, atdodot vienkāršu spēli</translation>
    </message>
    <message>
        <source>Resign a gammon</source>
        <translation>Padoties ar gemonu</translation>
    </message>
    <message>
        <source>Offer to resign a gammon</source>
        <translation>Piedāvāt padoties, atdodot gemonu</translation>
    </message>
    <message>
        <source>Resign a backgammon</source>
        <translation>Padoties ar bekgemonu</translation>
    </message>
    <message>
        <source>Offer to resign a backgammon</source>
        <translation>Piedāvāt padoties, atdodot bekgemonu</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Gājieni</translation>
    </message>
    <message>
        <source>Type a move (e.g. 24/18 13/11) and press Enter:</source>
        <translation>Ieraksti gājienu (piem., 24/18 13/11) un nospied Enter:</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Jauns mačs…</translation>
    </message>
    <message>
        <source>Start a new match or money session</source>
        <translation>Sākt jaunu maču vai spēli uz naudu</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>&amp;Nākamā spēle</translation>
    </message>
    <message>
        <source>Start the next game</source>
        <translation>Sākt nākamo spēli</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Mest</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Mest kauliņus</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Dubultot</translation>
    </message>
    <message>
        <source>Offer the doubling cube</source>
        <translation>Piedāvāt dubultošanas kubu</translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation>&amp;Atsaukt soli</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Atsaukt pēdējo soli</translation>
    </message>
    <message>
        <source>D&amp;one</source>
        <translation>&amp;Gatavs</translation>
    </message>
    <message>
        <source>Pick up the dice: the move is final</source>
        <translation>Pacelt kauliņus: gājiens ir galīgs</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Iziet</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spēle</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>&amp;Padoties</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Galds</translation>
    </message>
    <message>
        <source>&amp;Home board</source>
        <translation>&amp;Mājas laukums</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Krāsas</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animācija</translation>
    </message>
    <message>
        <source>Show pip counts</source>
        <translation>Rādīt acu skaitu</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Rādīt punktu numurus</translation>
    </message>
    <message>
        <source>Highlight legal destinations</source>
        <translation>Izcelt atļautos mērķus</translation>
    </message>
    <message>
        <source>Confirm moves by picking up the dice</source>
        <translation>Apstiprināt gājienus, paceļot kauliņus</translation>
    </message>
    <message>
        <source>Ask before doubling when the cube is clicked</source>
        <translation>Jautāt pirms dubultošanas, kad noklikšķina uz kuba</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Piespiedu gājienus izdarīt automātiski</translation>
    </message>
    <message>
        <source>Roll automatically when no double is possible</source>
        <translation>Mest automātiski, kad dubultot nav iespējams</translation>
    </message>
    <message>
        <source>Point numbers follow the player on roll</source>
        <translation>Punktu numuri seko spēlētājam, kuram jāmet</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Rīki</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Iestatījumi…</translation>
    </message>
    <message>
        <source>Board, rules, play and appearance settings</source>
        <translation>Galda, noteikumu, spēles un izskata iestatījumi</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistika…</translation>
    </message>
    <message>
        <source>Results against each opponent, and a plot over time</source>
        <translation>Rezultāti pret katru pretinieku un grafiks laika gaitā</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Palīdzība</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatūra</translation>
    </message>
    <message>
        <source>Every key of the board and of the menus</source>
        <translation>Visi galda un izvēlņu taustiņi</translation>
    </message>
    <message>
        <source>&amp;About bgdesk</source>
        <translation>&amp;Par bgdesk</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Darbības</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Citas darbības</translation>
    </message>
    <message>
        <source>{action} is not possible now.</source>
        <translation>{action} tagad nav iespējams.</translation>
    </message>
    <message>
        <source>Games 1 to {n}: Copy moves or Replay shows them</source>
        <translation>1. līdz {n}. spēle: tās parāda Kopēt gājienus vai Pārskats</translation>
    </message>
    <message>
        <source>Language: {name}</source>
        <translation>Valoda: {name}</translation>
    </message>
    <message>
        <source>About bgdesk</source>
        <translation>Par bgdesk</translation>
    </message>
    <message>
        <source>bgdesk — desktop backgammon.
Two players on one computer, matches and money sessions.</source>
        <translation>bgdesk — bekgemons datorā.
Divi spēlētāji pie viena datora, mači un spēles uz naudu.</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Izslēgt skaņas</translation>
    </message>
    <message>
        <source>bgdesk is silent: none of the sound libraries it plays through is installed; the Sound page of the settings says which.</source>
        <translation>bgdesk ir kluss: nav instalēta neviena skaņas bibliotēka, caur kuru tas atskaņo; iestatījumu lapa “Skaņa” pasaka, kura.</translation>
    </message>
    <message>
        <source>Sounds off. Press M to hear them again.</source>
        <translation>Skaņas izslēgtas. Nospied M, lai tās atkal dzirdētu.</translation>
    </message>
    <message>
        <source>Sounds on, but no audio device was found: bgdesk stays silent.</source>
        <translation>Skaņas ieslēgtas, bet audio ierīce netika atrasta: bgdesk paliek kluss.</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Skaņas ieslēgtas.</translation>
    </message>
</context>
<context>
    <name>MatMessages</name>
    <message>
        <source>the file is larger than {limit} MB, so it is not read</source>
        <extracomment>The reader&apos;s sentences by code (as in bgdesk.engine.matimport.MESSAGES, which a test checks); &quot;after-match&quot; and &quot;more-warnings&quot; count things and are said in mat_message itself.</extracomment>
        <translation>fails ir lielāks par {limit} MB, tāpēc to nenolasa</translation>
    </message>
    <message>
        <source>this is binary data, not a text match file</source>
        <translation>tie ir binārie dati, nevis mača teksta fails</translation>
    </message>
    <message>
        <source>a match file is text, not {type}</source>
        <translation>mača fails ir teksts, nevis {type}</translation>
    </message>
    <message>
        <source>this is not a match file: there is no line such as &apos; 5 point match&apos;</source>
        <translation>tas nav mača fails: tajā nav tādas rindas kā &apos; 5 point match&apos;</translation>
    </message>
    <message>
        <source>a match to {length} points is longer than any match can be (at most 32767)</source>
        <translation>mačs līdz {length} punktiem ir garāks, nekā jebkurš mačs var būt (ne vairāk kā 32767)</translation>
    </message>
    <message>
        <source>the line is {length} characters long; lines of a match file are short</source>
        <translation>rinda ir {length} rakstzīmes gara; mača faila rindas ir īsas</translation>
    </message>
    <message>
        <source>the line holds a control character, which a text match file does not</source>
        <translation>rindā ir vadības rakstzīme, kādas mača teksta failā nav</translation>
    </message>
    <message>
        <source>this match is {variation}, which bgdesk does not play</source>
        <translation>šis mačs ir {variation}, ko bgdesk nespēlē</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: &apos;{text}&apos; is not a move such as 24/18, 13/11*, bar/22, 6/off or 8/5(2)</source>
        <translation>&apos;{entry}&apos; ({player}): &apos;{text}&apos; nav gājiens, piemēram, 24/18, 13/11*, bar/22, 6/off vai 8/5(2)</translation>
    </message>
    <message>
        <source>a numbered line holds at most two entries, the left player&apos;s and then the right player&apos;s</source>
        <translation>numurētā rindā ir ne vairāk kā divi ieraksti: vispirms kreisā spēlētāja, tad labā spēlētāja</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; is the first roll of the game, which is one die for each player, so it cannot be a double</source>
        <translation>&apos;{entry}&apos; ({player}) ir spēles pirmais metiens, kurā katrs spēlētājs met vienu kauliņu, tāpēc tas nevar būt dubultmetiens</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; is written, but it is {other}&apos;s turn</source>
        <translation>&apos;{entry}&apos; ({player}) ir ierakstīts, bet gājiens ir spēlētājam {other}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {roll} cannot be played in this position, yet a move is written</source>
        <translation>&apos;{entry}&apos; ({player}): šajā pozīcijā {roll} nevar izspēlēt, tomēr gājiens ir ierakstīts</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} has no checker on {point}</source>
        <translation>&apos;{entry}&apos; ({player}): {point} — spēlētājam {player} tur nav figūras</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} has a checker on the bar, which must come in before any other checker moves</source>
        <translation>&apos;{entry}&apos; ({player}): spēlētājam {player} ir figūra uz joslas, kas jāieved, pirms pārvietojas jebkura cita figūra</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {point} is held by {other}</source>
        <translation>&apos;{entry}&apos; ({player}): {point} ieņem {other}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {step} is a move of {pips}, which the roll {roll} does not play</source>
        <translation>&apos;{entry}&apos; ({player}): {step} ir {pips} acis, ko metiens {roll} neizspēlē</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} cannot bear off before all of the checkers are in the home board</source>
        <translation>&apos;{entry}&apos; ({player}): {player} nevar izvest figūras, pirms visas figūras nav mājas laukumā</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: a {die} bears a checker off {point} only when no checker stands on a higher point</source>
        <translation>&apos;{entry}&apos; ({player}): ar {die} figūru var izvest (vieta: {point}) tikai tad, ja augstākā punktā nav nevienas figūras</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; moves more checkers than {roll} allows</source>
        <translation>&apos;{entry}&apos; ({player}) pārvieto vairāk figūru, nekā atļauj {roll}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; leaves part of the roll unplayed, but all of it can be played here (for example {example})</source>
        <translation>&apos;{entry}&apos; ({player}) atstāj daļu metiena neizspēlētu, bet šeit var izspēlēt visu metienu (piemēram, {example})</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: only one die of {roll} can be played here, and then it must be the higher one ({example})</source>
        <translation>&apos;{entry}&apos; ({player}): šeit var izspēlēt tikai vienu metiena {roll} kauliņu, un tad tam jābūt augstākajam ({example})</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {step} passes two lone checkers of {other}&apos;s and the file does not say which one was hit</source>
        <translation>&apos;{entry}&apos; ({player}): {step} iet garām divām spēlētāja {other} vientuļām figūrām, un failā nav teikts, kura tika nosista</translation>
    </message>
    <message>
        <source>{player} doubles in the Crawford game, when the cube is not used</source>
        <translation>{player} dubulto Kroforda spēlē, kad kubu neizmanto</translation>
    </message>
    <message>
        <source>{player} doubles in game {game}, which would be the Crawford game: the match was played without the Crawford rule, and is read so</source>
        <translation>{player} dubulto {game}. spēlē, kas būtu Kroforda spēle: mačs tika spēlēts bez Kroforda noteikuma, un tas tiek nolasīts tā</translation>
    </message>
    <message>
        <source>{player} doubles, but the cube belongs to {other}</source>
        <translation>{player} dubulto, bet kubs pieder spēlētājam {other}</translation>
    </message>
    <message>
        <source>{player} doubles, but this match is played without the cube</source>
        <translation>{player} dubulto, bet šo maču spēlē bez kuba</translation>
    </message>
    <message>
        <source>{player} doubles, but the cube cannot go past 64</source>
        <translation>{player} dubulto, bet kubs nevar pārsniegt 64</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes before the game has begun</source>
        <translation>&apos;{entry}&apos; ({player}) ir pirms spēles sākuma</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes while a double already waits for an answer</source>
        <translation>&apos;{entry}&apos; ({player}) ir laikā, kad dubultojums jau gaida atbildi</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes when it is {other}&apos;s turn to roll</source>
        <translation>&apos;{entry}&apos; ({player}) ir laikā, kad mest ir spēlētāja {other} kārta</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes when no double waits for {player}&apos;s answer</source>
        <translation>&apos;{entry}&apos; ({player}) ir laikā, kad neviens dubultojums negaida spēlētāja {player} atbildi</translation>
    </message>
    <message>
        <source>{player} beavers, which only money sessions with beavers allow</source>
        <translation>{player} saka bebru, ko atļauj tikai spēles uz naudu ar bebriem</translation>
    </message>
    <message>
        <source>{player} passes {other}&apos;s beaver, which bgdesk cannot record</source>
        <translation>{player} atsakās no spēlētāja {other} bebra, ko bgdesk nevar ierakstīt</translation>
    </message>
    <message>
        <source>{player} raccoons, which bgdesk does not play</source>
        <translation>{player} saka jenotu (raccoon), ko bgdesk nespēlē</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes after the end of the game</source>
        <translation>&apos;{entry}&apos; ({player}) ir pēc spēles beigām</translation>
    </message>
    <message>
        <source>the score {score} has already reached the match length {length}</source>
        <translation>rezultāts {score} jau ir sasniedzis mača garumu {length}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes while {player}&apos;s own double waits for an answer</source>
        <translation>&apos;{entry}&apos; ({player}) ir laikā, kad spēlētāja {player} paša dubultojums gaida atbildi</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a roll, a move or a cube action; it is left out</source>
        <translation>&apos;{text}&apos; nav metiens, gājiens vai kuba darbība; tas tiek izlaists</translation>
    </message>
    <message>
        <source>game {game} has no line with the players&apos; names and scores</source>
        <translation>{game}. spēlei nav rindas ar spēlētāju vārdiem un rezultātu</translation>
    </message>
    <message>
        <source>the score before game {game} is written as {written}, but the games before it make it {computed}; {computed} is used</source>
        <translation>rezultāts pirms {game}. spēles ir ierakstīts kā {written}, bet iepriekšējās spēles dod {computed}; tiek izmantots {computed}</translation>
    </message>
    <message>
        <source>game {game} names the players {name0} and {name1}, where the first game named them {first0} and {first1}; the first names are kept</source>
        <translation>{game}. spēlē spēlētāji saukti {name0} un {name1}, bet pirmajā spēlē — {first0} un {first1}; tiek paturēti pirmie vārdi</translation>
    </message>
    <message>
        <source>the file says {written} won game {game}, but as played {winner} won it; the game is kept as played</source>
        <translation>failā teikts, ka {game}. spēli uzvarēja {written}, bet pēc izspēlētā to uzvarēja {winner}; spēle tiek paturēta, kā izspēlēta</translation>
    </message>
    <message>
        <source>the file says game {game} was worth {pts_written}, but as played it scores {pts}, which is kept</source>
        <translation>failā teikts, ka {game}. spēle bija {pts_written} vērta, bet pēc izspēlētā tā dod {pts}, un tas tiek paturēts</translation>
    </message>
    <message>
        <source>{loser} gave up game {game} for {pts_written}; at a cube of {cube} that is read as {kind}, worth {pts}</source>
        <translation>{loser} padevās {game}. spēlē par {pts_written}; ar kubu {cube} tas tiek uzskatīts par {kind}, kas ir {pts} vērts</translation>
    </message>
    <message>
        <source>the file says {player} cannot play {roll}, but {play} can be played (the only play), and it is played</source>
        <translation>failā teikts, ka {player} nevar izspēlēt {roll}, bet var izspēlēt {play} (vienīgais gājiens), un tas tiek izspēlēts</translation>
    </message>
    <message>
        <source>{player}&apos;s roll of {roll} has no move written; the only play, {play}, is made</source>
        <translation>spēlētāja {player} metienam {roll} nav ierakstīts gājiens; tiek izdarīts vienīgais iespējamais gājiens {play}</translation>
    </message>
    <message>
        <source>{player}&apos;s turn before this line is not written; it is read as a roll of {roll}, which {player} could not play</source>
        <translation>spēlētāja {player} gājiens pirms šīs rindas nav ierakstīts; tas tiek nolasīts kā metiens {roll}, ko {player} nevarēja izspēlēt</translation>
    </message>
    <message>
        <source>{player}&apos;s answer to the double is not written; it is read as a take</source>
        <translation>spēlētāja {player} atbilde uz dubultojumu nav ierakstīta; tā tiek nolasīta kā pieņemšana</translation>
    </message>
    <message>
        <source>{player}&apos;s answer to the double is not written; the end of the game says it was a pass</source>
        <translation>spēlētāja {player} atbilde uz dubultojumu nav ierakstīta; spēles beigas liecina, ka tā bija atteikšanās</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; answers a double that was not offered; it is left out</source>
        <translation>&apos;{entry}&apos; atbild uz dubultojumu, kas netika piedāvāts; tas tiek izlaists</translation>
    </message>
    <message>
        <source>{player}&apos;s double is written as {written}, but it takes the cube to {value}</source>
        <translation>spēlētāja {player} dubultojums ir ierakstīts kā {written}, bet tas paceļ kubu līdz {value}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; marks a hit on {point}, but no lone checker of {other}&apos;s stands there</source>
        <translation>&apos;{entry}&apos; ({player}) atzīmē nosišanu (vieta: {point}), bet tur nestāv neviena spēlētāja {other} vientuļā figūra</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; does not say where {step} hit; read as {play}</source>
        <translation>&apos;{entry}&apos; ({player}) nepasaka, kur {step} nosita; nolasīts kā {play}</translation>
    </message>
    <message>
        <source>game {game} stops without a result; it is kept unfinished, and the next game begins at the score its line gives</source>
        <translation>{game}. spēle beidzas bez rezultāta; tā tiek paturēta nepabeigta, un nākamā spēle sākas ar rezultātu, ko dod tās rinda</translation>
    </message>
    <message>
        <source>another match begins here; only the first one is read</source>
        <translation>šeit sākas vēl viens mačs; tiek nolasīts tikai pirmais</translation>
    </message>
    <message>
        <source>the {tag} tag says &apos;{value}&apos;, which is not understood; it is ignored</source>
        <translation>birka {tag} saka &apos;{value}&apos;, kas nav saprotams; tā tiek ignorēta</translation>
    </message>
    <message>
        <source>a game set up from a position cannot be read; the line is left out</source>
        <translation>spēli, kas sākta no iestatītas pozīcijas, nevar nolasīt; rinda tiek izlaista</translation>
    </message>
    <message>
        <source>the fair-dice tags do not fit together, so these dice cannot be checked; the games are read without them</source>
        <translation>godīgo kauliņu birkas nesader kopā, tāpēc šos kauliņus nevar pārbaudīt; spēles tiek nolasītas bez tiem</translation>
    </message>
    <message>
        <source>game {game} cannot be read on from here: {reason}; it is kept up to the line before, unfinished, and the rest of it is left out</source>
        <translation>{game}. spēli nevar nolasīt tālāk no šejienes: {reason}; tā tiek paturēta līdz iepriekšējai rindai, nepabeigta, un pārējā daļa tiek izlaista</translation>
    </message>
    <message>
        <source>{reason}; the rest of game {game} is left out</source>
        <translation>{reason}; pārējā {game}. spēles daļa tiek izlaista</translation>
    </message>
    <message>
        <source>{player} rolled {roll} in game {game} and no move is written, although {roll} can be played (for example {example}); GNU Backgammon reads on as if the roll was passed, so the game is kept up to here and the rest of it is read as a game set up from this position</source>
        <translation>{player} {game}. spēlē meta {roll}, un gājiens nav ierakstīts, lai gan {roll} var nospēlēt (piemēram, {example}); GNU Backgammon lasa tālāk tā, it kā metiens būtu izlaists, tāpēc spēle tiek paturēta līdz šejienei, un pārējā daļa tiek nolasīta kā spēle, kas sākta no šīs pozīcijas</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <extracomment>The sentences of the readers of other programs&apos; files (as in bgdesk.engine.fileread.MESSAGES, which a test checks).</extracomment>
        <translation>fails ir tukšs</translation>
    </message>
    <message>
        <source>this is not a file bgdesk reads: not a match (.mat, .sgf, .xg), nor a position (.xgp, or text with an XGID or GNU Backgammon&apos;s IDs)</source>
        <translation>šis nav fails, ko bgdesk nolasa: ne mačs (.mat, .sgf, .xg), ne pozīcija (.xgp vai teksts ar XGID vai GNU Backgammon ID)</translation>
    </message>
    <message>
        <source>this is not an .sgf file of GNU Backgammon: it does not begin with &apos;(;&apos;</source>
        <translation>šis nav GNU Backgammon .sgf fails: tas nesākas ar &apos;(;&apos;</translation>
    </message>
    <message>
        <source>the .sgf text ends inside a value that begins on line {at}</source>
        <translation>.sgf teksts beidzas vērtības vidū, kas sākas {at}. rindā</translation>
    </message>
    <message>
        <source>the .sgf file holds no backgammon game</source>
        <translation>.sgf failā nav nevienas bekgemona spēles</translation>
    </message>
    <message>
        <source>this is not a file of eXtreme Gammon: it does not begin with &apos;RGMH&apos;</source>
        <translation>šis nav eXtreme Gammon fails: tas nesākas ar &apos;RGMH&apos;</translation>
    </message>
    <message>
        <source>the eXtreme Gammon file is damaged: {part} cannot be unpacked</source>
        <translation>eXtreme Gammon fails ir bojāts: {part} nevar atpakot</translation>
    </message>
    <message>
        <source>this file was written by a newer eXtreme Gammon (file version {version}); bgdesk reads versions up to {limit}</source>
        <translation>šo failu ierakstījusi jaunāka eXtreme Gammon versija (faila versija {version}); bgdesk nolasa versijas līdz {limit}</translation>
    </message>
    <message>
        <source>the eXtreme Gammon file holds no game and no position</source>
        <translation>eXtreme Gammon failā nav ne spēles, ne pozīcijas</translation>
    </message>
    <message>
        <source>no game of this file can be read: {reason}</source>
        <translation>nevienu šī faila spēli nevar nolasīt: {reason}</translation>
    </message>
    <message>
        <source>the file holds no position: no XGID, and no Position ID with its Match ID</source>
        <translation>failā nav pozīcijas: nav XGID un nav Position ID kopā ar tā Match ID</translation>
    </message>
    <message>
        <source>game {game} is not a backgammon game that bgdesk plays ({what}); it is left out</source>
        <translation>{game}. spēle nav bekgemona spēle, ko bgdesk spēlē ({what}); tā tiek izlaista</translation>
    </message>
    <message>
        <source>the file says {written} won game {game} with {pts_written}, but as played {winner} won {pts}, which is kept</source>
        <translation>failā teikts, ka {written} uzvarēja {game}. spēlē ar {pts_written}, bet pēc nospēlētā {winner} uzvarēja ar {pts}, kas tiek paturēts</translation>
    </message>
    <message>
        <source>position {number}: the board drawn beside the ID shows {drawn} on {point}, where the ID has {expected}; the ID is used</source>
        <translation>{number}. pozīcija: blakus ID uzzīmētais laukums rāda {drawn} uz {point}, bet ID ir {expected}; tiek izmantots ID</translation>
    </message>
    <message>
        <source>position {number} cannot be read: {reason}; it is left out</source>
        <translation>{number}. pozīciju nevar nolasīt: {reason}; tā tiek izlaista</translation>
    </message>
    <message>
        <source>{count} analysed decision(s) do not fit the moves played and are left out</source>
        <translation>{count} analizēti lēmumi neatbilst nospēlētajiem gājieniem un tiek izlaisti</translation>
    </message>
    <message>
        <source>the comments in the file are not shown</source>
        <translation>komentāri failā netiek rādīti</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>{player}&apos;s {play} is not a legal play of {roll} here</source>
        <translation>{player} gājiens {play} šeit nav atļauts {roll} gājiens</translation>
    </message>
    <message>
        <source>the position the game starts from cannot be played: {reason}</source>
        <translation>pozīciju, no kuras spēle sākas, nevar izspēlēt: {reason}</translation>
    </message>
    <message>
        <source>{player} rolled {roll} and no move is recorded, although it can be played (for example {example})</source>
        <translation>{player} meta {roll}, un gājiens nav ierakstīts, lai gan to var nospēlēt (piemēram, {example})</translation>
    </message>
    <message>
        <source>game {game} cannot be read on from its move {move}: {reason}; it is kept up to there, unfinished, and the rest of it is left out</source>
        <translation>{game}. spēli nevar nolasīt tālāk no tās {move}. gājiena: {reason}; tā tiek paturēta līdz turienei, nepabeigta, un pārējā daļa tiek izlaista</translation>
    </message>
    <message>
        <source>in game {game}, {player} rolled {roll} and no move is recorded, although {roll} can be played (for example {example}); GNU Backgammon reads on as if the roll was passed, so the game is kept up to there and the rest of it is read as a game set up from that position</source>
        <translation>{game}. spēlē {player} meta {roll}, un gājiens nav ierakstīts, lai gan {roll} var nospēlēt (piemēram, {example}); GNU Backgammon lasa tālāk tā, it kā metiens būtu izlaists, tāpēc spēle tiek paturēta līdz turienei, un pārējā daļa tiek nolasīta kā spēle, kas sākta no tās pozīcijas</translation>
    </message>
    <message>
        <source>only the first {game} games of the file are read; the {count} game(s) after them are left out</source>
        <translation>tiek nolasītas tikai faila pirmās {game} spēles; nākamās {count} spēle(s) ir izlaistas</translation>
    </message>
    <message>
        <source>only the first {game} positions of the file are read; the {count} position(s) after them are left out</source>
        <translation>tiek nolasītas tikai faila pirmās {game} pozīcijas; nākamās {count} pozīcija(s) ir izlaistas</translation>
    </message>
    <message numerus="yes">
        <source>the match was won in game {game}; the %n game(s) after it are not read</source>
        <translation>
            <numerusform>mačs tika uzvarēts {game}. spēlē; %n spēle pēc tās netiek nolasīta</numerusform>
            <numerusform>mačs tika uzvarēts {game}. spēlē; %n spēles pēc tās netiek nolasītas</numerusform>
            <numerusform>mačs tika uzvarēts {game}. spēlē; %n spēļu pēc tās netiek nolasītas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) like these</source>
        <translation>
            <numerusform>vēl %n līdzīgs brīdinājums</numerusform>
            <numerusform>vēl %n līdzīgi brīdinājumi</numerusform>
            <numerusform>vēl %n līdzīgu brīdinājumu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n analysed decision(s) do not fit the moves played and are left out</source>
        <translation>
            <numerusform>%n analizēts lēmums neatbilst nospēlētajiem gājieniem un tiek izlaists</numerusform>
            <numerusform>%n analizēti lēmumi neatbilst nospēlētajiem gājieniem un tiek izlaisti</numerusform>
            <numerusform>%n analizētu lēmumu neatbilst nospēlētajiem gājieniem un tiek izlaisti</numerusform>
        </translation>
    </message>
    <message>
        <source>the bar</source>
        <translation>josla</translation>
    </message>
    <message>
        <source>point {n}</source>
        <translation>{n}. punkts</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punktu</numerusform>
            <numerusform>%n punktus</numerusform>
            <numerusform>%n punktu</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {n}: {text}</source>
        <translation>{n}. rinda: {text}</translation>
    </message>
</context>
<context>
    <name>NewChouetteDialog</name>
    <message>
        <source>New chouette</source>
        <translation>Jauna šuete</translation>
    </message>
    <message>
        <source>Everyone rolls one die: the highest plays in the box against the others, the second highest is the captain of the team.</source>
        <translation>Katrs met vienu kauliņu: kurš uzmet visvairāk, spēlē kastē pret pārējiem, otrs augstākais ir komandas kapteinis.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spēlētāji</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Spēlētāju skaits:</translation>
    </message>
    <message>
        <source>Player {n}:</source>
        <translation>{n}. spēlētājs:</translation>
    </message>
    <message>
        <source>The name of player {n} has {length} characters; a name has at most {most}: shorten it.</source>
        <translation>Spēlētāja {n} vārdā ir {length} rakstzīmes; vārdā var būt ne vairāk kā {most}: saīsiniet to.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Cilvēks</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Dators ({level})</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Datora spēlētāji nav pieejami.</translation>
    </message>
    <message>
        <source>Rules (money play)</source>
        <translation>Noteikumi (spēle uz naudu)</translation>
    </message>
    <message>
        <source>Jacoby rule: gammons count only after a member&apos;s cube was turned</source>
        <translation>Džeikobi noteikums: gemoni skaitās tikai tad, ja dalībnieka kubs ir pagriezts</translation>
    </message>
    <message>
        <source>Automatic doubles, at most</source>
        <translation>Automātiskā dubultošana, ne vairāk kā</translation>
    </message>
    <message>
        <source>A backgammon counts as a gammon</source>
        <translation>Bekgemons skaitās kā gemons</translation>
    </message>
    <message>
        <source>Beavers</source>
        <translation>Bebri</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Sākt</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>{n}. spēlētājs</translation>
    </message>
    <message>
        <source>Two players are called {name}: give everyone a different name.</source>
        <translation>Diviem spēlētājiem ir vārds {name}: piešķir katram citu vārdu.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Jauns mačs</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spēlētāji</translation>
    </message>
    <message>
        <source>Bottom player (light):</source>
        <translation>Apakšējais spēlētājs (gaišās):</translation>
    </message>
    <message>
        <source>Top player (dark):</source>
        <translation>Augšējais spēlētājs (tumšās):</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Cilvēks</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dators</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Datora spēlētāji nav pieejami.</translation>
    </message>
    <message>
        <source>{seat}: computer level</source>
        <translation>{seat}: datora līmenis</translation>
    </message>
    <message>
        <source>Computer players move without pauses</source>
        <translation>Datora spēlētāji gājienus izdara bez pauzēm</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spēle</translation>
    </message>
    <message>
        <source>Money session (points add up, no end)</source>
        <translation>Spēle uz naudu (punkti summējas, bez beigām)</translation>
    </message>
    <message>
        <source>Match to</source>
        <comment>followed by the match length, e.g. [5 points]</comment>
        <translation>Mačs līdz</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>Mača garums</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Noteikumi</translation>
    </message>
    <message>
        <source>Play with the doubling cube</source>
        <translation>Spēlēt ar dubultošanas kubu</translation>
    </message>
    <message>
        <source>A backgammon counts as a gammon</source>
        <translation>Bekgemons skaitās kā gemons</translation>
    </message>
    <message>
        <source>Jacoby rule (money only)</source>
        <translation>Džeikobi noteikums (tikai uz naudu)</translation>
    </message>
    <message>
        <source>Automatic doubles (money only), at most</source>
        <translation>Automātiskā dubultošana (tikai uz naudu), ne vairāk kā</translation>
    </message>
    <message>
        <source>Beavers (money only)</source>
        <translation>Bebri (tikai uz naudu)</translation>
    </message>
    <message>
        <source>Matches use the Crawford rule.</source>
        <translation>Mačos piemēro Kroforda noteikumu.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Sākt</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>Bots: {level}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box, after &apos;Match to&apos;</comment>
        <translation>
            <numerusform>%n punktam</numerusform>
            <numerusform>%n punktiem</numerusform>
            <numerusform>%n punktiem</numerusform>
        </translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>1. spēlētājs</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>2. spēlētājs</translation>
    </message>
    <message>
        <source>{name} (light)</source>
        <translation>{name} (gaišās)</translation>
    </message>
    <message>
        <source>{name} (dark)</source>
        <translation>{name} (tumšās)</translation>
    </message>
</context>
<context>
    <name>PastChouettesDialog</name>
    <message>
        <source>Past chouettes</source>
        <translation>Iepriekšējās šuetes</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Vakari</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spēlētājs</translation>
    </message>
    <message>
        <source>In the box</source>
        <translation>Kastē</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Uzvarēts / zaudēts</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Uz spēli</translation>
    </message>
    <message>
        <source>In the team</source>
        <translation>Komandā</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spēlētāji</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be saved ({reason}); they apply until bgdesk is closed.</source>
        <translation>Tavus iestatījumus neizdevās saglabāt ({reason}); tie darbojas, līdz bgdesk tiek aizvērta.</translation>
    </message>
    <message>
        <source>The settings could not be read ({reason}); bgdesk uses the defaults.</source>
        <translation>Iestatījumus neizdevās nolasīt ({reason}); bgdesk izmanto noklusējuma iestatījumus.</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Spēlēt no šejienes</translation>
    </message>
    <message>
        <source>Play on from this moment: {where}.</source>
        <translation>Spēlēt tālāk no šī brīža: {where}.</translation>
    </message>
    <message>
        <source>With a friend (two people at this computer)</source>
        <translation>Ar draugu (divi cilvēki pie šī datora)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Pret datoru</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Tu spēlē:</translation>
    </message>
    <message>
        <source>Computer player:</source>
        <translation>Datora spēlētājs:</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Datora spēlētāji nav pieejami.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spēlēt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Atcelt</translation>
    </message>
    <message>
        <source>game {n} of the match to {length}, {a} {sa}, {b} {sb}</source>
        <translation>{n}. spēle mačā līdz {length}, {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>game {n} of the money session, {a} {sa}, {b} {sb}</source>
        <translation>{n}. spēle spēlē uz naudu, {a} {sa}, {b} {sb}</translation>
    </message>
</context>
<context>
    <name>PositionSetup</name>
    <message>
        <source>All fifteen checkers of this side are on the board: take one off first (right click) or drag one.</source>
        <translation>Visas piecpadsmit šīs puses figūras ir uz galda: vispirms noņem vienu (labais klikšķis) vai pārvelc kādu.</translation>
    </message>
    <message>
        <source>There is no checker there.</source>
        <translation>Tur nav figūras.</translation>
    </message>
    <message>
        <source>these rules play without the cube: leave it at 1 in the middle</source>
        <translation>šie noteikumi paredz spēli bez kuba: atstāj to uz 1 vidū</translation>
    </message>
    <message>
        <source>there is no Crawford game in money play</source>
        <translation>spēlē uz naudu nav Kroforda spēles</translation>
    </message>
    <message>
        <source>the Crawford game is played when a player is one point from winning the match</source>
        <translation>Kroforda spēli spēlē, kad spēlētājam līdz uzvarai mačā pietrūkst viena punkta</translation>
    </message>
    <message>
        <source>Drag a checker from the tray to put it back into play.</source>
        <translation>Pārvelc figūru no nodalījuma, lai to atgrieztu spēlē.</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>Rediģēt pozīciju</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Galds pozīcijas iestatīšanai</translation>
    </message>
    <message>
        <source>Left click on a point adds a checker, right click takes one off, drag to move one (to a tray: borne off). Checkers not on the board are borne off.</source>
        <translation>Kreisais klikšķis uz punkta pievieno figūru, labais klikšķis noņem, vilkšana to pārvieto (uz nodalījumu: izvesta). Figūras, kas nav uz galda, ir izvestas.</translation>
    </message>
    <message>
        <source>A click on an empty point adds</source>
        <translation>Klikšķis uz tukša punkta pievieno</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Sākuma izvietojums</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Notīrīt galdu</translation>
    </message>
    <message>
        <source>Current game</source>
        <translation>Pašreizējā spēle</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Kārta</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>Jāmet:</translation>
    </message>
    <message>
        <source>Dice rolled:</source>
        <translation>Uzmestie kauliņi:</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Pirmais kauliņš</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Otrais kauliņš</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Kubs</translation>
    </message>
    <message>
        <source>In the middle</source>
        <translation>Vidū</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Vērtība:</translation>
    </message>
    <message>
        <source>Owner:</source>
        <translation>Īpašnieks:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Mačs</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Spēle uz naudu</translation>
    </message>
    <message>
        <source>Match to:</source>
        <translation>Mačs līdz:</translation>
    </message>
    <message>
        <source>{name}&apos;s score:</source>
        <translation>{name} — rezultāts:</translation>
    </message>
    <message>
        <source>This is the Crawford game (no doubling)</source>
        <translation>Šī ir Kroforda spēle (bez dubultošanas)</translation>
    </message>
    <message>
        <source>From text</source>
        <translation>No teksta</translation>
    </message>
    <message>
        <source>Position ID, GNUbg ID or XGID</source>
        <translation>Position ID, GNUbg ID vai XGID</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Iestatīt</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Spēlēt no šejienes</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box</comment>
        <translation>
            <numerusform>%n punktam</numerusform>
            <numerusform>%n punktiem</numerusform>
            <numerusform>%n punktiem</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up a position</source>
        <translation>Pozīcijas iestatīšana</translation>
    </message>
    <message>
        <source>Position ID {pid} (seen from {name}, on roll). Borne off: {a} {oa}, {b} {ob}.</source>
        <translation>Position ID {pid} (no spēlētāja {name} puses, kuram jāmet). Izvestas: {a} {oa}, {b} {ob}.</translation>
    </message>
    <message>
        <source>Cannot play from here: {reason}</source>
        <translation>No šejienes nevar spēlēt: {reason}</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Hints, the tutor and analysis need bgsage, which is not installed. Install it with: {command}</source>
        <translation>Padomiem, pasniedzējam un analīzei vajag bgsage, kas nav instalēts. Instalē to ar: {command}</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>The analysis window opened for a match file read (Analyse and review a match file).</extracomment>
        <translation>&amp;Padoms</translation>
    </message>
    <message>
        <source>The best plays for this roll, or the cube decision before the roll</source>
        <translation>Labākie gājieni šim metienam vai kuba lēmums pirms metiena</translation>
    </message>
    <message>
        <source>&amp;Tutor mode</source>
        <translation>&amp;Pasniedzēja režīms</translation>
    </message>
    <message>
        <source>Warn before a play or cube decision that loses more equity than the threshold set in Settings</source>
        <translation>Brīdināt pirms gājiena vai kuba lēmuma, kas zaudē vairāk ekvitijas, nekā iestatījumos noteikts</translation>
    </message>
    <message>
        <source>&amp;Feedback on the board</source>
        <translation>&amp;Vērtējums uz galda</translation>
    </message>
    <message>
        <source>Against a computer player, draw each of your plays in the colour of how good it was, the best play dashed, and judge your cube decisions on the cube</source>
        <translation>Pret datora spēlētāju uzzīmēt katru jūsu gājienu tā kvalitātes krāsā, labāko gājienu raustīti, un novērtēt jūsu kuba lēmumus pie kuba</translation>
    </message>
    <message>
        <source>Show the &amp;last move again</source>
        <translation>Parādīt &amp;pēdējo gājienu vēlreiz</translation>
    </message>
    <message>
        <source>Play the last move on the board once more</source>
        <translation>Vēlreiz izspēlēt pēdējo gājienu uz galda</translation>
    </message>
    <message>
        <source>Take &amp;back</source>
        <translation>&amp;Atsaukt gājienu</translation>
    </message>
    <message>
        <source>Undo your last play and the computer&apos;s reply, and play the roll again (the match then stays out of your statistics against this computer player)</source>
        <translation>Atsaukt pēdējo gājienu un datora atbildi un izspēlēt metienu vēlreiz (tad mačs netiek ieskaitīts jūsu statistikā pret šo datora spēlētāju)</translation>
    </message>
    <message>
        <source>Analyse this &amp;game…</source>
        <translation>Analizēt šo &amp;spēli…</translation>
    </message>
    <message>
        <source>Error rates, worst errors and winning chances of the current (or last) game</source>
        <translation>Pašreizējās (vai pēdējās) spēles kļūdu līmenis, lielākās kļūdas un uzvaras izredzes</translation>
    </message>
    <message>
        <source>Analyse the &amp;match…</source>
        <translation>Analizēt &amp;maču…</translation>
    </message>
    <message>
        <source>Error rates, worst errors and winning chances of every game so far</source>
        <translation>Visu līdzšinējo spēļu kļūdu līmenis, lielākās kļūdas un uzvaras izredzes</translation>
    </message>
    <message>
        <source>&amp;Review this game…</source>
        <translation>&amp;Pārskatīt šo spēli…</translation>
    </message>
    <message>
        <source>Your errors of the current (or last) game, worst first: try each again, then see the best</source>
        <translation>Jūsu kļūdas šajā (vai pēdējā) spēlē, sliktākā vispirms: mēģiniet katru vēlreiz, tad skatiet labāko</translation>
    </message>
    <message>
        <source>Analyse and review a match &amp;file…</source>
        <translation>Analizēt un pārskatīt mača &amp;failu…</translation>
    </message>
    <message>
        <source>Read a match from a .mat file, analyse it and review a player&apos;s errors</source>
        <translation>Nolasīt maču no .mat faila, analizēt to un pārskatīt spēlētāja kļūdas</translation>
    </message>
    <message>
        <source>&amp;Drills…</source>
        <translation>&amp;Vingrinājumi…</translation>
    </message>
    <message>
        <source>Short sets of positions: opening rolls, replies, bear-offs against contact, double or not, take or pass; each answer scored by the equity it gives up</source>
        <translation>Īsas pozīciju sērijas: sākuma metieni, atbildes, izvešana, kad pretinieks vēl ir klāt, dubultot vai nē, pieņemt vai atteikties; katru atbildi vērtē pēc zaudētās ekvitijas</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Treniņš</translation>
    </message>
    <message>
        <source>Analyse with bgsage and step through the errors, worst first</source>
        <translation>Analizēt ar bgsage un iet cauri kļūdām, sākot ar sliktāko</translation>
    </message>
    <message>
        <source>Review the match…</source>
        <translation>Pārskatīt maču…</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>Pārskatīt šo spēli…</translation>
    </message>
    <message>
        <source>Review of the match to {n}</source>
        <translation>Mača līdz {n} pārskats</translation>
    </message>
    <message>
        <source>Review of the money session</source>
        <translation>Spēles uz naudu pārskats</translation>
    </message>
    <message>
        <source>Tutor mode on: decisions that lose equity are questioned.</source>
        <translation>Pasniedzēja režīms ieslēgts: lēmumi, kas zaudē ekvitiju, tiek apšaubīti.</translation>
    </message>
    <message>
        <source>Tutor mode off.</source>
        <translation>Pasniedzēja režīms izslēgts.</translation>
    </message>
    <message>
        <source>Feedback on the board on: against a computer player, your plays and cube decisions are judged.</source>
        <translation>Vērtējums uz galda ieslēgts: pret datora spēlētāju tiek vērtēti jūsu gājieni un kuba lēmumi.</translation>
    </message>
    <message>
        <source>Feedback on the board off.</source>
        <translation>Vērtējums uz galda izslēgts.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Padoms</translation>
    </message>
    <message>
        <source>There is no decision to give a hint for right now.</source>
        <translation>Pašlaik nav lēmuma, kam dot padomu.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Domā…</translation>
    </message>
    <message>
        <source>{name} (computer) is to play: hints are for the people at the board.</source>
        <translation>Jāspēlē spēlētājam {name} (dators): padomi ir cilvēkiem pie galda.</translation>
    </message>
    <message>
        <source>{name} to play {d1}-{d2}</source>
        <translation>{name}: jāizspēlē {d1}-{d2}</translation>
    </message>
    <message>
        <source>{name} cannot usefully double now: roll the dice.</source>
        <translation>{name} tagad nevar lietderīgi dubultot: met kauliņus.</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: dubultot vai mest?</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>Roll the dice first: hints are for a roll to play or a cube decision.</source>
        <translation>Vispirms met kauliņus: padomi ir metiena izspēlei vai kuba lēmumam.</translation>
    </message>
    <message>
        <source>No hint: bgsage could not evaluate this position ({reason}).</source>
        <translation>Padoma nav: bgsage nevarēja novērtēt šo pozīciju ({reason}).</translation>
    </message>
    <message>
        <source>Nothing to analyse yet: no play has been made.</source>
        <translation>Vēl nav ko analizēt: neviens gājiens nav izdarīts.</translation>
    </message>
    <message>
        <source>Analysis of game {n}</source>
        <translation>{n}. spēles analīze</translation>
    </message>
    <message>
        <source>Analysis of the match to {n}</source>
        <translation>Mača līdz {n} analīze</translation>
    </message>
    <message>
        <source>Analysis of the money session</source>
        <translation>Spēles uz naudu analīze</translation>
    </message>
    <message>
        <source>Match files (*.mat *.txt *.sgf *.xg);;All files (*)</source>
        <translation>Mača faili (*.mat *.txt *.sgf *.xg);;Visi faili (*)</translation>
    </message>
    <message>
        <source>Analysis from the file</source>
        <translation>Analīze no faila</translation>
    </message>
    <message>
        <source>Playing on from the analysis: {where}.</source>
        <translation>Spēle turpinās no analīzes: {where}.</translation>
    </message>
    <message>
        <source>Nothing to review yet: no play has been made.</source>
        <translation>Vēl nav ko pārskatīt: neviens gājiens nav izdarīts.</translation>
    </message>
    <message>
        <source>Review of game {n}</source>
        <translation>{n}. spēles pārskats</translation>
    </message>
    <message>
        <source>Analyse and review a match file</source>
        <translation>Analizēt un pārskatīt mača failu</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spēlētājs 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spēlētājs 2</translation>
    </message>
    <message>
        <source>Review: {name}</source>
        <translation>Pārskats: {name}</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>Points are numbered 1 to 24, with 25 for the bar and 0 for off.</source>
        <translation>Punkti ir numurēti no 1 līdz 24; 25 ir josla, 0 — izvestās figūras.</translation>
    </message>
    <message>
        <source>The roll is fully played: pick up the dice, or take a step back.</source>
        <translation>Metiens ir izspēlēts: pacel kauliņus vai atsauc soli.</translation>
    </message>
    <message>
        <source>You have no checker on point {point}.</source>
        <translation>Tev nav figūras {point}. punktā.</translation>
    </message>
    <message>
        <source>You have no checker on the bar.</source>
        <translation>Tev nav figūras uz joslas.</translation>
    </message>
    <message>
        <source>You do not have that many checkers on point {point}.</source>
        <translation>Tev nav tik daudz figūru {point}. punktā.</translation>
    </message>
    <message>
        <source>You do not have that many checkers on the bar.</source>
        <translation>Tev nav tik daudz figūru uz joslas.</translation>
    </message>
    <message>
        <source>You have a checker on the bar: it must enter before any other checker moves.</source>
        <translation>Tev ir figūra uz joslas: tā jāieved, pirms pārvietojas jebkura cita figūra.</translation>
    </message>
    <message>
        <source>Checkers move only forwards, towards your home board.</source>
        <translation>Figūras pārvietojas tikai uz priekšu, uz tavu mājas laukumu.</translation>
    </message>
    <message>
        <source>Point {point} is held by the opponent: you cannot land there.</source>
        <translation>{point}. punktu ir ieņēmis pretinieks: tur nevar nostāties.</translation>
    </message>
    <message>
        <source>The checker on point {point} cannot move: every point it could reach is held by the opponent.</source>
        <translation>Figūra {point}. punktā nevar pārvietoties: visus punktus, kurus tā varētu sasniegt, ir ieņēmis pretinieks.</translation>
    </message>
    <message>
        <source>There is no blot to hit on point {point}.</source>
        <translation>{point}. punktā nav vientuļas figūras, ko nosist.</translation>
    </message>
    <message>
        <source>You can bear off only when all fifteen of your checkers are in your home board.</source>
        <translation>Izvest var tikai tad, kad visas piecpadsmit tavas figūras ir tavā mājas laukumā.</translation>
    </message>
    <message>
        <source>That checker cannot bear off with these dice: a die bears off from its own point, or from the highest point when no checker is higher.</source>
        <translation>Šo figūru ar šiem kauliņiem nevar izvest: kauliņš izved no sava punkta vai no augstākā punkta, ja augstāk figūru nav.</translation>
    </message>
    <message>
        <source>{move} is a move of {pips}, which the dice left ({dice}) cannot make.</source>
        <translation>{move} ir {pips} acis, ko atlikušie kauliņi ({dice}) nevar nospēlēt.</translation>
    </message>
    <message>
        <source>{move} is a move of {pips}, which the roll {roll} cannot make.</source>
        <translation>{move} ir {pips} acis, ko metiens {roll} nevar nospēlēt.</translation>
    </message>
    <message>
        <source>That leaves a die unplayed: both dice must be played when possible, and the higher one when only one can be.</source>
        <translation>Tā paliek neizspēlēts kauliņš: ja iespējams, jāizspēlē abi kauliņi, un augstākais, ja var izspēlēt tikai vienu.</translation>
    </message>
    <message>
        <source>That play leaves dice unused: {roll} must be played in full when possible.</source>
        <translation>Šis gājiens atstāj neizmantotus kauliņus: {roll}, ja iespējams, jāizspēlē pilnībā.</translation>
    </message>
    <message>
        <source>Only one die of {roll} can be played, so it must be the higher one.</source>
        <translation>No {roll} var izspēlēt tikai vienu kauliņu, tāpēc tam jābūt augstākajam.</translation>
    </message>
    <message>
        <source>That leaves {dice} still to play.</source>
        <translation>Tā vēl jāizspēlē {dice}.</translation>
    </message>
    <message>
        <source>{roll} cannot be played here: the turn passes.</source>
        <translation>{roll} šeit nevar izspēlēt: gājiens pāriet pretiniekam.</translation>
    </message>
    <message>
        <source>That is not a legal play of {roll} here; legal plays include {plays}.</source>
        <translation>Tas šeit nav atļauts {roll} gājiens; atļautie gājieni ir, piemēram, {plays}.</translation>
    </message>
    <message>
        <source>Type a play such as 24/18 13/11.</source>
        <translation>Ieraksti gājienu, piemēram, 24/18 13/11.</translation>
    </message>
    <message>
        <source>That is far too long for one play.</source>
        <translation>Tas ir pārāk garš vienam gājienam.</translation>
    </message>
    <message>
        <source>Cannot read {token}: write moves like 24/18, 13/11*, bar/22, 6/off or 8/5(2).</source>
        <translation>Nevar nolasīt {token}: raksti gājienus kā 24/18, 13/11*, bar/22, 6/off vai 8/5(2).</translation>
    </message>
    <message>
        <source>There is no point {point}; points are 1 to 24.</source>
        <translation>Nav {point}. punkta; punkti ir no 1 līdz 24.</translation>
    </message>
    <message>
        <source>A checker cannot move to the bar.</source>
        <translation>Figūra nevar pārvietoties uz joslu.</translation>
    </message>
    <message>
        <source>A move cannot start from off the board.</source>
        <translation>Gājiens nevar sākties ārpus galda.</translation>
    </message>
    <message>
        <source>{token}: nothing moves on from off the board.</source>
        <translation>{token}: no ārpus galda nekas tālāk nepārvietojas.</translation>
    </message>
    <message>
        <source>{token}: a move can be repeated 1 to 4 times.</source>
        <translation>{token}: gājienu var atkārtot no 1 līdz 4 reizēm.</translation>
    </message>
</context>
<context>
    <name>ReplaceChouetteDialog</name>
    <message>
        <source>A chouette is in progress. Starting a new one keeps this one in the archive, with its games and its ledger.</source>
        <translation>Notiek šuete. Sākot jaunu, šī tiek glabāta arhīvā ar tās spēlēm un kontiem.</translation>
    </message>
    <message>
        <source>New chouette</source>
        <translation>Jauna šuete</translation>
    </message>
    <message>
        <source>Start a new chouette?</source>
        <translation>Sākt jaunu šueti?</translation>
    </message>
    <message>
        <source>Start a new chouette</source>
        <translation>Sākt jaunu šueti</translation>
    </message>
    <message>
        <source>Go on with this one</source>
        <translation>Turpināt šo</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Game {g}: {step} of {n}</source>
        <translation>{g}. spēle: {step} no {n}</translation>
    </message>
    <message>
        <source>&amp;Copy move list</source>
        <translation>&amp;Kopēt gājienu sarakstu</translation>
    </message>
    <message>
        <source>match to {n}</source>
        <extracomment>A record of more games than this shows the moves of one game at a time (the one on the board): a session of thousands of games opens at once.</extracomment>
        <translation>mačs līdz {n}</translation>
    </message>
    <message>
        <source>money session</source>
        <translation>spēle uz naudu</translation>
    </message>
    <message>
        <source>Game {n} ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>{n}. spēle ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>(Crawford game)</source>
        <translation>(Kroforda spēle)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Pārskats</translation>
    </message>
    <message>
        <source>Game {n}: {a} {sa}, {b} {sb}</source>
        <translation>{n}. spēle: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} atteicās</translation>
    </message>
    <message>
        <source>{name} resigned {what}</source>
        <translation>{name} padevās, atdodot {what}</translation>
    </message>
    <message>
        <source>{name} wins {points} ({how})</source>
        <translation>{name} laimē {points} ({how})</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punktu</numerusform>
            <numerusform>%n punktus</numerusform>
            <numerusform>%n punktu</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}: a tie, roll again</source>
        <translation>Sākuma metiens: {a} {da}, {b} {db}: neizšķirts, metiet vēlreiz</translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}: {who} starts</source>
        <translation>Sākuma metiens: {a} {da}, {b} {db}: sāk {who}</translation>
    </message>
    <message>
        <source>Automatic double: the cube goes to {v}</source>
        <translation>Automātiskā dubultošana: kubs pāriet uz {v}</translation>
    </message>
    <message>
        <source>{who} rolls {d1}{d2}</source>
        <translation>{who} uzmet {d1}{d2}</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>nevar pārvietoties</translation>
    </message>
    <message>
        <source>{who} doubles to {v}</source>
        <translation>{who} dubulto līdz {v}</translation>
    </message>
    <message>
        <source>{who} takes</source>
        <translation>{who} pieņem</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} atsakās</translation>
    </message>
    <message>
        <source>{who} beavers: the cube goes to {v}</source>
        <translation>{who} spēlē bebru: kubs pāriet uz {v}</translation>
    </message>
    <message>
        <source>{who} offers to resign {what}</source>
        <translation>{who} piedāvā padoties, atdodot {what}</translation>
    </message>
    <message>
        <source>{who} accepts</source>
        <translation>{who} piekrīt</translation>
    </message>
    <message>
        <source>{who} declines</source>
        <translation>{who} noraida</translation>
    </message>
    <message>
        <source>Doubles to {v}</source>
        <translation>Dubulto līdz {v}</translation>
    </message>
    <message>
        <source>Beavers to {v}</source>
        <translation>Bebrs līdz {v}</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Pieņem</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Atsakās</translation>
    </message>
    <message>
        <source>Accepts</source>
        <translation>Piekrīt</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Noraida</translation>
    </message>
    <message>
        <source>Resigns a single game</source>
        <translation>Padodas ar vienkāršu spēli</translation>
    </message>
    <message>
        <source>Resigns a gammon</source>
        <translation>Padodas ar gemonu</translation>
    </message>
    <message>
        <source>Resigns a backgammon</source>
        <translation>Padodas ar bekgemonu</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(nav gājiena)</translation>
    </message>
    <message>
        <source>Position {n} ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>{n}. pozīcija ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}, continued ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>{n}. spēle, turpinājums ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Pārskata galds</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Parādītā spēle</translation>
    </message>
    <message>
        <source>This record has no games.</source>
        <translation>Šajā ierakstā nav spēļu.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>The viewer&apos;s actions: (attribute, text, keys, method, tip); the texts are marked for translation in the &quot;Replay&quot; context. Help &gt; Keyboard lists them (:func:`replay_keys`).</extracomment>
        <translation>|◀ Sākums</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Spēles sākums</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atpakaļ</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Vienu soli atpakaļ</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Uz priekšu ▶</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Vienu soli uz priekšu</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Beigas ▶|</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spēles beigas</translation>
    </message>
    <message>
        <source>Previous game</source>
        <translation>Iepriekšējā spēle</translation>
    </message>
    <message>
        <source>Start of the previous game</source>
        <translation>Iepriekšējās spēles sākums</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Nākamā spēle</translation>
    </message>
    <message>
        <source>Start of the next game</source>
        <translation>Nākamās spēles sākums</translation>
    </message>
    <message>
        <source>Copy move list</source>
        <translation>Kopēt gājienu sarakstu</translation>
    </message>
    <message>
        <source>Copy every game&apos;s moves as text</source>
        <translation>Kopēt katras spēles gājienus kā tekstu</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Spēlēt no šejienes</translation>
    </message>
    <message>
        <source>Play on from this moment of the match, against the computer or a friend</source>
        <translation>Spēlēt tālāk no šī mača brīža pret datoru vai draugu</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Aizvērt</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Aizvērt pārskatu</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>The record&apos;s games are positions (a position file): headed &quot;Position n&quot;.</extracomment>
        <translation>Gājieni</translation>
    </message>
    <message>
        <source>Analysis from the file…</source>
        <translation>Analīze no faila…</translation>
    </message>
    <message>
        <source>The analysis the program that wrote the file stored in it: error rates, the worst errors and their review</source>
        <translation>Analīze, ko faila rakstītāja programma tajā saglabāja: kļūdu līmeņi, sliktākās kļūdas un to pārskats</translation>
    </message>
    <message>
        <source>Previous position</source>
        <translation>Iepriekšējā pozīcija</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Nākamā pozīcija</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Citas darbības</translation>
    </message>
    <message>
        <source>At this moment</source>
        <translation>Šajā brīdī</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopēt</translation>
    </message>
    <message>
        <source>Dice statistics…</source>
        <translation>Kauliņu statistika…</translation>
    </message>
    <message>
        <source>Position {n}: {a} {sa}, {b} {sb}</source>
        <translation>{n}. pozīcija: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}, continued: {a} {sa}, {b} {sb}</source>
        <translation>{n}. spēle, turpinājums: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>money play</source>
        <translation>spēle uz naudu</translation>
    </message>
    <message>
        <source>Position {n} of {count} ({where}): {a} {sa}, {b} {sb}.</source>
        <translation>{n}. pozīcija no {count} ({where}): {a} {sa}, {b} {sb}.</translation>
    </message>
    <message>
        <source>{name} has doubled.</source>
        <translation>{name} ir dubultojis.</translation>
    </message>
    <message>
        <source>{name} to play {d1}{d2}.</source>
        <translation>{name} spēlē {d1}{d2}.</translation>
    </message>
    <message>
        <source>{name} on roll.</source>
        <translation>{name} ir kārta mest.</translation>
    </message>
    <message>
        <source>Dice statistics: {title}</source>
        <translation>Kauliņu statistika: {title}</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review board</source>
        <extracomment>Play on from a decision: the game&apos;s index in the record, how many of its events came before the decision, and the player who made it.</extracomment>
        <translation>Spēles pārskata galds</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Spēles pārskats</translation>
    </message>
    <message>
        <source>Errors of:</source>
        <translation>Kļūdas:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spēle</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Gājiens</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Lēmums</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klase</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Zaudētā ekvitija</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Izvēle</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Ekvitija</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Zaudējums</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Uzvara</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Uzvara ar gemonu</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Zaudējums ar gemonu</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Dziļums</translation>
    </message>
    <message>
        <source>Errors, worst first</source>
        <translation>Kļūdas, lielākās vispirms</translation>
    </message>
    <message>
        <source>The answers compared</source>
        <translation>Atbilžu salīdzinājums</translation>
    </message>
    <message>
        <source>◀ Previous error</source>
        <translation>◀ Iepriekšējā kļūda</translation>
    </message>
    <message>
        <source>Next error ▶</source>
        <translation>Nākamā kļūda ▶</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Spēlēt no šejienes</translation>
    </message>
    <message>
        <source>Play {d1}-{d2}</source>
        <translation>Gājiens {d1}-{d2}</translation>
    </message>
    <message>
        <source>Resign or play on</source>
        <translation>Padoties vai spēlēt tālāk</translation>
    </message>
    <message>
        <source>Double or roll</source>
        <translation>Dubultot vai mest</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Pieņemt vai atteikties</translation>
    </message>
    <message>
        <source>Game {g}, move {m}.</source>
        <translation>{g}. spēle, {m}. gājiens.</translation>
    </message>
    <message>
        <source>Play {d1}-{d2} again: what do you play now? (Pick up the dice when done.)</source>
        <translation>Izspēlējiet {d1}-{d2} vēlreiz: ko jūs spēlējat tagad? (Kad gatavs, paceliet kauliņus.)</translation>
    </message>
    <message>
        <source>Before your roll: double or not?</source>
        <translation>Pirms metiena: dubultot vai nē?</translation>
    </message>
    <message>
        <source>Resign {what} here, or play on?</source>
        <translation>Padoties šeit ar {what} vai spēlēt tālāk?</translation>
    </message>
    <message>
        <source>{name} doubles: take or pass?</source>
        <translation>{name} dubulto: pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>{name} made no error in what was analysed.</source>
        <translation>{name} analizētajā daļā nepieļāva nevienu kļūdu.</translation>
    </message>
    <message>
        <source>{name}: your play</source>
        <translation>{name}: jūsu gājiens</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: dubultot vai mest?</translation>
    </message>
    <message>
        <source>{name}: resign or play on?</source>
        <translation>{name}: padoties vai spēlēt tālāk?</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>Your first answer</source>
        <translation>Jūsu pirmā atbilde</translation>
    </message>
    <message>
        <source>Your second try</source>
        <translation>Jūsu otrais mēģinājums</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Labākais</translation>
    </message>
    <message>
        <source>1st: {what}</source>
        <translation>1.: {what}</translation>
    </message>
    <message>
        <source>Looking at your second try…</source>
        <translation>Tiek vērtēts jūsu otrais mēģinājums…</translation>
    </message>
    <message>
        <source>Your second try could not be valued ({reason}).</source>
        <translation>Jūsu otro mēģinājumu nevarēja novērtēt ({reason}).</translation>
    </message>
    <message>
        <source>Your first play, your second try and the best play.</source>
        <translation>Jūsu pirmais gājiens, otrais mēģinājums un labākais gājiens.</translation>
    </message>
    <message>
        <source>Your first play</source>
        <translation>Jūsu pirmais gājiens</translation>
    </message>
    <message>
        <source>1st and 2nd</source>
        <translation>1. un 2.</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>Game {g}, move {m}: the answer.</source>
        <translation>{g}. spēle, {m}. gājiens: atbilde.</translation>
    </message>
    <message>
        <source>Right this time: your second try is the best.</source>
        <translation>Šoreiz pareizi: jūsu otrais mēģinājums ir labākais.</translation>
    </message>
    <message>
        <source>Better than the first time, not yet the best.</source>
        <translation>Labāk nekā pirmajā reizē, bet vēl ne labākais.</translation>
    </message>
    <message>
        <source>Not better than the first time: look at the best (dashed).</source>
        <translation>Ne labāk kā pirmajā reizē: aplūkojiet labāko (raustīts).</translation>
    </message>
</context>
<context>
    <name>RolloutPanel</name>
    <message>
        <source>Trials:</source>
        <extracomment>How often the figures so far are handed to the window at most (seconds). The leading plays rolled out: at most this many, within this much of the best. (trials done, trials in all, [(board or &quot;nd&quot;/&quot;dt&quot;, equity, standard error, trials)])</extracomment>
        <translation>Mēģinājumi:</translation>
    </message>
    <message>
        <source>Truncate after (plies):</source>
        <translation>Pārtraukt pēc (gājieniem):</translation>
    </message>
    <message>
        <source>no truncation</source>
        <translation>nepārtraukt</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Sēkla:</translation>
    </message>
    <message>
        <source>Roll out</source>
        <translation>Izspēlēt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Atcelt</translation>
    </message>
    <message>
        <source>Play the position out many times, cube and checkers, on every core: cubeful, with variance reduction; the same seed gives the same figures</source>
        <translation>Izspēlēt pozīciju līdz galam daudzas reizes, ar kubu un figūrām, uz visiem kodoliem: ar kubu, ar dispersijas samazināšanu; tā pati sēkla dod tos pašus skaitļus</translation>
    </message>
    <message numerus="yes">
        <source>Rolling out %n play(s)…</source>
        <translation>
            <numerusform>Izspēlē %n gājienu…</numerusform>
            <numerusform>Izspēlē %n gājienus…</numerusform>
            <numerusform>Izspēlē %n gājienu…</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolling out the cube decision…</source>
        <translation>Izspēlē kuba lēmumu…</translation>
    </message>
    <message>
        <source>Rolling out: {done} of {total} trials.</source>
        <translation>Izspēle: {done} no {total} mēģinājumiem.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Aptur…</translation>
    </message>
    <message>
        <source>Rollout cancelled.</source>
        <translation>Izspēle atcelta.</translation>
    </message>
    <message>
        <source>The rollout failed: {reason}</source>
        <translation>Izspēle neizdevās: {reason}</translation>
    </message>
    <message>
        <source>Rolled out: {trials} trials each, seed {seed}.</source>
        <translation>Izspēlēts: pa {trials} mēģinājumiem katram, sēkla {seed}.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Pretinieks</translation>
    </message>
    <message>
        <source>The starting position</source>
        <translation>Sākuma izvietojums</translation>
    </message>
    <message>
        <source>Opening roll: you 3, opponent 1</source>
        <translation>Sākuma metiens: tu 3, pretinieks 1</translation>
    </message>
    <message>
        <source>5-4: the back checkers cannot move</source>
        <translation>5-4: aizmugurējās figūras nevar pakustēties</translation>
    </message>
    <message>
        <source>13/7*: a hit</source>
        <translation>13/7*: nosišana</translation>
    </message>
    <message>
        <source>A closed board</source>
        <translation>Slēgts mājas laukums</translation>
    </message>
    <message>
        <source>Bearing off: 6-4</source>
        <translation>Izvešana: 6-4</translation>
    </message>
    <message>
        <source>You double to 2</source>
        <translation>Tu dubulto līdz 2</translation>
    </message>
    <message>
        <source>This Help page cannot be read: its file {name} is missing or damaged. Installing bgdesk again puts it back.</source>
        <translation>Šo palīdzības lapu nevar nolasīt: tās fails {name} trūkst vai ir bojāts. Instalējot bgdesk no jauna, tas tiks atjaunots.</translation>
    </message>
    <message>
        <source>&amp;Rules of backgammon</source>
        <translation>&amp;Bekgemona noteikumi</translation>
    </message>
    <message>
        <source>How to play: the board, moving, hitting, bearing off, the cube, matches, chouettes</source>
        <translation>Kā spēlēt: galds, gājieni, nosišana, izvešana, kubs, mači, šuetes</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of backgammon</source>
        <translation>Bekgemona noteikumi</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Crawford game: no doubling</source>
        <translation>Kroforda spēle: bez dubultošanas</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Nav mača</translation>
    </message>
    <message numerus="yes">
        <source>Match to %n</source>
        <translation>
            <numerusform>Mačs līdz %n punktam</numerusform>
            <numerusform>Mačs līdz %n punktiem</numerusform>
            <numerusform>Mačs līdz %n punktiem</numerusform>
        </translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Spēle uz naudu</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>vidū</translation>
    </message>
    <message>
        <source>owned by {name}</source>
        <translation>pieder spēlētājam {name}</translation>
    </message>
    <message>
        <source>Cube: {v} ({owner})</source>
        <translation>Kubs: {v} ({owner})</translation>
    </message>
    <message>
        <source>Cube: not in use</source>
        <translation>Kubs: netiek izmantots</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>It has been kept, renamed to {name} in the folder {folder}.</source>
        <extracomment>The writes that failed are tried again at a save at most this often (and on the window&apos;s timer): a full disk is not hammered at every move.</extracomment>
        <translation>Tas ir saglabāts, pārdēvēts par {name} mapē {folder}.</translation>
    </message>
    <message>
        <source>It could not be renamed ({reason}) and is still at {path}.</source>
        <translation>To neizdevās pārdēvēt ({reason}), un tas joprojām atrodas {path}.</translation>
    </message>
    <message>
        <source>The unfinished match that was saved could not be restored because {reason}. {where} A new match starts instead.</source>
        <translation>Saglabāto nepabeigto maču neizdevās atjaunot, jo {reason}. {where} Tā vietā sākas jauns mačs.</translation>
    </message>
    <message>
        <source>The fair dice of the unfinished match could not be restored ({reason}). If you resume it, it goes on with ordinary dice: its commitment no longer holds, and the match is marked as no longer verifiable.</source>
        <translation>Nepabeigtā mača godīgos kauliņus neizdevās atjaunot ({reason}). Ja to turpināsi, tas turpināsies ar parastiem kauliņiem: tā saistība vairs nav spēkā, un mačs ir atzīmēts kā vairs nepārbaudāms.</translation>
    </message>
    <message>
        <source>the match {a} vs {b}, {s0}-{s1} to {n}</source>
        <translation>maču {a} pret {b}, {s0}-{s1} līdz {n}</translation>
    </message>
    <message>
        <source>the money session {a} vs {b}, {s0}-{s1}</source>
        <translation>spēli uz naudu {a} pret {b}, {s0}-{s1}</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>{n}. spēle</translation>
    </message>
    <message>
        <source>(the Crawford game)</source>
        <translation>(Kroforda spēle)</translation>
    </message>
    <message>
        <source>waiting for the opening roll</source>
        <translation>gaida sākuma metienu</translation>
    </message>
    <message>
        <source>{who} to roll</source>
        <translation>jāmet spēlētājam {who}</translation>
    </message>
    <message>
        <source>{who} has rolled {d1}-{d2} and is to move</source>
        <translation>{who} uzmeta {d1}-{d2} un tagad izdara gājienu</translation>
    </message>
    <message>
        <source>{who} has doubled to {v}; {other} is to take or pass</source>
        <translation>{who} dubultoja līdz {v}; {other} jāpieņem vai jāatsakās</translation>
    </message>
    <message>
        <source>{who} has offered to resign; {other} is to answer</source>
        <translation>{who} piedāvāja padoties; {other} jāatbild</translation>
    </message>
    <message>
        <source>the game is over; the next game has not started</source>
        <translation>spēle ir beigusies; nākamā spēle vēl nav sākusies</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>vidū</translation>
    </message>
    <message>
        <source>owned by {who}</source>
        <translation>pieder spēlētājam {who}</translation>
    </message>
    <message>
        <source>The cube is at {v}, {owner}.</source>
        <translation>Kubs rāda {v}, {owner}.</translation>
    </message>
    <message>
        <source>Resume {what}?</source>
        <translation>Turpināt {what}?</translation>
    </message>
    <message>
        <source>The match could not be saved automatically ({reason}). Play goes on, but if bgdesk is closed now this match may be lost.</source>
        <extracomment>The longest the GUI thread took to hand a snapshot over (seconds), for benchmarks.</extracomment>
        <translation>Maču neizdevās automātiski saglabāt ({reason}). Spēle turpinās, bet, ja bgdesk tagad aizvērs, šis mačs var pazust.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Nepabeigts mačs</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Turpināt</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Sākt jaunu maču</translation>
    </message>
    <message>
        <source>bgdesk</source>
        <translation>bgdesk</translation>
    </message>
    <message>
        <source>A note about the files bgdesk keeps (settings, saved match, statistics):</source>
        <translation>Piezīme par failiem, ko glabā bgdesk (iestatījumi, saglabātais mačs, statistika):</translation>
    </message>
    <message>
        <source>Resume the saved chouette?</source>
        <translation>Turpināt saglabāto šueti?</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ne tagad</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Board</source>
        <translation>Galds</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Noteikumi</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spēle</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Izskats</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Skaņa</translation>
    </message>
    <message>
        <source>Where your home board is</source>
        <translation>Kur atrodas tavs mājas laukums</translation>
    </message>
    <message>
        <source>Switch sides after each game (home board alternates right and left)</source>
        <translation>Mainīt puses pēc katras spēles (mājas laukums pārmaiņus pa labi un pa kreisi)</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Rādīt punktu numurus</translation>
    </message>
    <message>
        <source>Point numbers are those of</source>
        <translation>Punktu numuri ir</translation>
    </message>
    <message>
        <source>Show pip counts</source>
        <translation>Rādīt acu skaitu</translation>
    </message>
    <message>
        <source>Automatic doubles on opening ties (money sessions)</source>
        <translation>Automātiskā dubultošana, ja sākuma metiens ir neizšķirts (spēlē uz naudu)</translation>
    </message>
    <message>
        <source>At most, per game</source>
        <translation>Ne vairāk kā, vienā spēlē</translation>
    </message>
    <message>
        <source>Jacoby rule: gammons count only after the cube is turned (money sessions)</source>
        <translation>Džeikobi noteikums: gemoni skaitās tikai pēc kuba pagriešanas (spēlē uz naudu)</translation>
    </message>
    <message>
        <source>A backgammon counts</source>
        <translation>Bekgemons skaitās</translation>
    </message>
    <message>
        <source>Beavers (money sessions)</source>
        <translation>Bebri (spēlē uz naudu)</translation>
    </message>
    <message>
        <source>Roll automatically when no cube action is possible</source>
        <translation>Mest automātiski, kad ar kubu neko nevar darīt</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Piespiedu gājienus izdarīt automātiski</translation>
    </message>
    <message>
        <source>Bear off automatically when nothing else matters</source>
        <translation>Izvest automātiski, kad nekas cits nav svarīgs</translation>
    </message>
    <message>
        <source>Confirm moves by picking up the dice</source>
        <translation>Apstiprināt gājienus, paceļot kauliņus</translation>
    </message>
    <message>
        <source>Ask before doubling when the cube is clicked</source>
        <translation>Jautāt pirms dubultošanas, kad noklikšķina uz kuba</translation>
    </message>
    <message>
        <source>Highlight where a checker may go</source>
        <translation>Izcelt, kur figūra drīkst iet</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animācijas ātrums</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kauliņi</translation>
    </message>
    <message>
        <source>Default computer opponent</source>
        <translation>Noklusējuma datora pretinieks</translation>
    </message>
    <message>
        <source>A new match is played to (points)</source>
        <translation>Jauns mačs tiek spēlēts līdz (punkti)</translation>
    </message>
    <message>
        <source>Tutor: warn before a play or cube decision that loses equity (needs bgsage)</source>
        <translation>Pasniedzējs: brīdināt pirms gājiena vai kuba lēmuma, kas zaudē ekvitiju (vajag bgsage)</translation>
    </message>
    <message>
        <source>Tutor warns from (thousandths of a point)</source>
        <translation>Pasniedzējs brīdina no (punkta tūkstošdaļās)</translation>
    </message>
    <message>
        <source>Against a computer player, show on the board how good each of my plays and cube decisions was (needs bgsage)</source>
        <translation>Pret datora spēlētāju rādīt uz galda, cik labs bija katrs mans gājiens un kuba lēmums (vajag bgsage)</translation>
    </message>
    <message>
        <source>Doubtful: gives up more than (thousandths of a point)</source>
        <translation>Apšaubāms: zaudē vairāk nekā (punkta tūkstošdaļās)</translation>
    </message>
    <message>
        <source>Bad: gives up more than (thousandths of a point)</source>
        <translation>Slikts: zaudē vairāk nekā (punkta tūkstošdaļās)</translation>
    </message>
    <message>
        <source>Very bad: gives up more than (thousandths of a point)</source>
        <translation>Ļoti slikts: zaudē vairāk nekā (punkta tūkstošdaļās)</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Krāsas</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Valoda</translation>
    </message>
    <message>
        <source>Mute all sounds (key M)</source>
        <translation>Izslēgt visas skaņas (taustiņš M)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Skaļums</translation>
    </message>
    <message>
        <source>The dice are rolled</source>
        <translation>Tiek mesti kauliņi</translation>
    </message>
    <message>
        <source>A checker is put down</source>
        <translation>Figūra tiek nolikta</translation>
    </message>
    <message>
        <source>A checker is hit</source>
        <translation>Figūra tiek nosista</translation>
    </message>
    <message>
        <source>A checker enters from the bar</source>
        <translation>Figūra tiek ievesta no joslas</translation>
    </message>
    <message>
        <source>A checker is borne off</source>
        <translation>Figūra tiek izvesta</translation>
    </message>
    <message>
        <source>A double is offered</source>
        <translation>Tiek piedāvāts dubultojums</translation>
    </message>
    <message>
        <source>A double is taken</source>
        <translation>Dubultojums tiek pieņemts</translation>
    </message>
    <message>
        <source>A double is passed</source>
        <translation>No dubultojuma atsakās</translation>
    </message>
    <message>
        <source>A game is won</source>
        <translation>Spēle ir uzvarēta</translation>
    </message>
    <message>
        <source>A game is lost</source>
        <translation>Spēle ir zaudēta</translation>
    </message>
    <message>
        <source>The match is won</source>
        <translation>Mačs ir uzvarēts</translation>
    </message>
    <message>
        <source>The computer offers to resign</source>
        <translation>Dators piedāvā padoties</translation>
    </message>
    <message>
        <source>A checker is put where it may not go</source>
        <translation>Figūra tiek nolikta, kur tā nedrīkst iet</translation>
    </message>
    <message>
        <source>The tutor warns</source>
        <translation>Pasniedzējs brīdina</translation>
    </message>
    <message>
        <source>No sound card or sound server was found, so bgdesk is silent.</source>
        <translation>Netika atrasta ne skaņas karte, ne skaņas serveris, tāpēc bgdesk ir kluss.</translation>
    </message>
    <message>
        <source>The audio library is not available on this computer, so bgdesk is silent.</source>
        <translation>Šajā datorā nav pieejama audio bibliotēka, tāpēc bgdesk ir kluss.</translation>
    </message>
    <message>
        <source>Sound is switched off for this run (BGDESK_AUDIO=off).</source>
        <translation>Skaņa šai palaišanas reizei ir izslēgta (BGDESK_AUDIO=off).</translation>
    </message>
    <message>
        <source>The audio device would not open, so bgdesk is silent.</source>
        <translation>Audio ierīci neizdevās atvērt, tāpēc bgdesk ir kluss.</translation>
    </message>
    <message>
        <source>bgdesk is silent: this computer has none of the sound libraries it plays through (PulseAudio&apos;s, ALSA&apos;s or JACK&apos;s). On Debian or Ubuntu install libpulse0 or libasound2; on Fedora, pulseaudio-libs or alsa-lib.</source>
        <translation>bgdesk ir kluss: šim datoram nav nevienas skaņas bibliotēkas, caur kuru tas atskaņo (PulseAudio, ALSA vai JACK). Debian vai Ubuntu instalējiet libpulse0 vai libasound2; Fedora — pulseaudio-libs vai alsa-lib.</translation>
    </message>
    <message>
        <source>Bottom right (usual)</source>
        <translation>Apakšā pa labi (parasti)</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>Apakšā pa kreisi</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Augšā pa labi</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Augšā pa kreisi</translation>
    </message>
    <message>
        <source>the player at the bottom</source>
        <translation>apakšējā spēlētāja</translation>
    </message>
    <message>
        <source>the player on roll</source>
        <translation>spēlētāja, kuram jāmet</translation>
    </message>
    <message>
        <source>triple (3 times the cube)</source>
        <translation>trīskārši (3 reizes kubs)</translation>
    </message>
    <message>
        <source>double, like a gammon</source>
        <translation>divkārši, kā gemons</translation>
    </message>
    <message>
        <source>Off (checkers jump)</source>
        <translation>Izslēgta (figūras pārlec)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lēni</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normāli</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Ātri</translation>
    </message>
    <message>
        <source>Rolled by the computer (random)</source>
        <translation>Met dators (nejauši)</translation>
    </message>
    <message>
        <source>Entered by hand (your own dice)</source>
        <translation>Ievada ar roku (tavi paša kauliņi)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasiskās</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Augsts kontrasts</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Okeāns</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Iesācējs</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Vidējs</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Spēcīgs</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Eksperts</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Pasaules klase</translation>
    </message>
    <message>
        <source>Same as the computer</source>
        <translation>Tāda pati kā datorā</translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Spēle uz naudu</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Iestatījumi</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Citi</translation>
    </message>
    <message>
        <source>Your checkers are the light ones; they travel along the arrow and are borne off beside your home board.</source>
        <translation>Tavas figūras ir gaišās; tās iet pa bultu un tiek izvestas blakus tavam mājas laukumam.</translation>
    </message>
    <message>
        <source>These are the rules offered for each new money session or match; you can still change them when you start one.</source>
        <translation>Šos noteikumus piedāvā katrai jaunai spēlei uz naudu vai mačam; sākot tos vēl var mainīt.</translation>
    </message>
    <message>
        <source>The Crawford rule is always applied in matches: when a player first comes within one point of winning, the next game is played without the doubling cube.</source>
        <translation>Mačos vienmēr piemēro Kroforda noteikumu: kad spēlētājam pirmo reizi līdz uzvarai pietrūkst viena punkta, nākamā spēle notiek bez dubultošanas kuba.</translation>
    </message>
    <message>
        <source>Automatic doubles, the Jacoby rule and beavers are for money play; matches never use them.</source>
        <translation>Automātiskā dubultošana, Džeikobi noteikums un bebri ir spēlei uz naudu; mačos tos nekad neizmanto.</translation>
    </message>
    <message>
        <source>Plays and cube decisions are marked doubtful, bad or very bad as GNU Backgammon marks them, by the equity they give up; GNU Backgammon 1.07&apos;s thresholds are 30, 60 and 120 thousandths of a point.</source>
        <translation>Gājienus un kuba lēmumus atzīmē kā apšaubāmus, sliktus vai ļoti sliktus tāpat kā GNU Backgammon, pēc zaudētās ekvitijas; GNU Backgammon 1.07 robežas ir 30, 60 un 120 punkta tūkstošdaļas.</translation>
    </message>
    <message>
        <source>With moves confirmed by picking up the dice, every step can be taken back until you click the dice.</source>
        <translation>Ja gājienus apstiprina, paceļot kauliņus, katru soli var atsaukt, līdz noklikšķini uz kauliņiem.</translation>
    </message>
    <message>
        <source>Every colour scheme keeps the two players&apos; checkers far apart in lightness, so they stay easy to tell apart with colour blindness. A new language applies as soon as you press OK; the game in progress carries on.</source>
        <translation>Katrā krāsu shēmā abu spēlētāju figūras krietni atšķiras pēc gaišuma, tāpēc tās viegli atšķirt arī daltoniķiem. Jaunā valoda stājas spēkā, tiklīdz nospied Labi; iesāktā spēle turpinās.</translation>
    </message>
    <message>
        <source>Look for an audio device again</source>
        <translation>Vēlreiz meklēt audio ierīci</translation>
    </message>
    <message>
        <source>Play a sound when</source>
        <translation>Atskaņot skaņu, kad</translation>
    </message>
    <message>
        <source>Listen</source>
        <translation>Klausīties</translation>
    </message>
    <message>
        <source>Listen: {what}</source>
        <translation>Klausīties: {what}</translation>
    </message>
</context>
<context>
    <name>StandardButtons</name>
    <message>
        <source>OK</source>
        <extracomment>The languages bgdesk speaks, English (the source language) first. Each language by its own name, so that a person finds theirs whatever language is showing. The QLocale each language formats numbers and dates with.</extracomment>
        <translation>Labi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Atcelt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Aizvērt</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Jā</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nē</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Lietot</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Saglabāt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Atmest</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Atvērt</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Palīdzība</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atiestatīt</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Atjaunot noklusējumus</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Mēģināt vēlreiz</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorēt</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Pārtraukt</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>Vēl nav reģistrēta neviena spēle: pabeigtās spēles parādās šeit.</translation>
    </message>
    <message>
        <source>Games, oldest first</source>
        <translation>Spēles, vecākās vispirms</translation>
    </message>
    <message>
        <source>No drills yet: Practice &gt; Drills.</source>
        <translation>Vingrinājumu vēl nav: Treniņš &gt; Vingrinājumi.</translation>
    </message>
    <message>
        <source>Equity given up per answer, week by week (lower is better)</source>
        <translation>Zaudētā ekvitija vienā atbildē pa nedēļām (mazāk ir labāk)</translation>
    </message>
    <message>
        <source>Week of</source>
        <translation>Nedēļa no</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Sērijas</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Atbildes</translation>
    </message>
    <message>
        <source>Best answers</source>
        <translation>Labākās atbildes</translation>
    </message>
    <message>
        <source>Equity given up
per answer</source>
        <translation>Zaudētā ekvitija
vienā atbildē</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spēlētājs</translation>
    </message>
    <message>
        <source>In the box
games</source>
        <translation>Kastē
spēles</translation>
    </message>
    <message>
        <source>In the box
points won / lost</source>
        <translation>Kastē
vinnēti / zaudēti punkti</translation>
    </message>
    <message>
        <source>In the box
per game</source>
        <translation>Kastē
uz spēli</translation>
    </message>
    <message>
        <source>In the team
games</source>
        <translation>Komandā
spēles</translation>
    </message>
    <message>
        <source>In the team
points won / lost</source>
        <translation>Komandā
vinnēti / zaudēti punkti</translation>
    </message>
    <message>
        <source>In the team
per game</source>
        <translation>Komandā
uz spēli</translation>
    </message>
    <message>
        <source>Net points
per game</source>
        <translation>Neto punkti
uz spēli</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Pretinieks</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spēles</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Uzvarētas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Zaudētas</translation>
    </message>
    <message>
        <source>Gammons
won / lost</source>
        <translation>Gemoni
uzv. / zaud.</translation>
    </message>
    <message>
        <source>Backgammons
won / lost</source>
        <translation>Bekgemoni
uzv. / zaud.</translation>
    </message>
    <message>
        <source>Points
per game</source>
        <translation>Punkti
spēlē</translation>
    </message>
    <message>
        <source>Matches
won / played</source>
        <translation>Mači
uzv. / spēl.</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Dators ({level})</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Vingrinājumi</translation>
    </message>
    <message>
        <source>Chouettes</source>
        <translation>Šuetes</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Visi pretinieki</translation>
    </message>
    <message numerus="yes">
        <source>net {net} point(s)</source>
        <comment>the net points after the games won and lost</comment>
        <translation>
            <numerusform>kopā {net} punkts</numerusform>
            <numerusform>kopā {net} punkti</numerusform>
            <numerusform>kopā {net} punktu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded: {wins} won, {losses} lost, {net}.</source>
        <translation>
            <numerusform>Reģistrēta %n spēle: {wins} uzvarētas, {losses} zaudētas, {net}.</numerusform>
            <numerusform>Reģistrētas %n spēles: {wins} uzvarētas, {losses} zaudētas, {net}.</numerusform>
            <numerusform>Reģistrēts %n spēļu: {wins} uzvarētas, {losses} zaudētas, {net}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seen by {who}, the player at the bottom of the board.</source>
        <translation>No spēlētāja {who} skatpunkta, kurš sēž galda apakšā.</translation>
    </message>
    <message>
        <source>No games recorded yet. Every finished game is added here.</source>
        <translation>Vēl nav reģistrēta neviena spēle. Katra pabeigtā spēle tiek pievienota šeit.</translation>
    </message>
    <message numerus="yes">
        <source>Kept but not counted: %n game(s) of matches with take-backs.</source>
        <translation>
            <numerusform>Saglabātas, bet netiek ieskaitītas: %n spēle no mačiem ar atsauktiem gājieniem.</numerusform>
            <numerusform>Saglabātas, bet netiek ieskaitītas: %n spēles no mačiem ar atsauktiem gājieniem.</numerusform>
            <numerusform>Saglabātas, bet netiek ieskaitītas: %n spēļu no mačiem ar atsauktiem gājieniem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chouette game(s) recorded. In the box, the points are those the box won or lost against the whole team; in the team, each member&apos;s own.</source>
        <translation>
            <numerusform>Ierakstīta %n šuetes spēle. Kastē punkti ir tie, ko kaste vinnēja vai zaudēja pret visu komandu; komandā — katra dalībnieka paša.</numerusform>
            <numerusform>Ierakstītas %n šuetes spēles. Kastē punkti ir tie, ko kaste vinnēja vai zaudēja pret visu komandu; komandā — katra dalībnieka paša.</numerusform>
            <numerusform>Ierakstīts %n šuetes spēļu. Kastē punkti ir tie, ko kaste vinnēja vai zaudēja pret visu komandu; komandā — katra dalībnieka paša.</numerusform>
        </translation>
    </message>
    <message>
        <source>No chouette games recorded yet. Every finished chouette game is added here.</source>
        <translation>Vēl nav ierakstīta neviena šuetes spēle. Katra pabeigta šuetes spēle tiek pievienota šeit.</translation>
    </message>
    <message numerus="yes">
        <source>%n drill set(s) answered, {answers} positions in all.</source>
        <translation>
            <numerusform>Atbildēta %n vingrinājumu sērija, kopā {answers} pozīcijas.</numerusform>
            <numerusform>Atbildētas %n vingrinājumu sērijas, kopā {answers} pozīcijas.</numerusform>
            <numerusform>Atbildētas %n vingrinājumu sērijas, kopā {answers} pozīcijas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Net points against {name}</source>
        <translation>Punktu bilance pret {name}</translation>
    </message>
    <message>
        <source>Net points against all opponents</source>
        <translation>Punktu bilance pret visiem pretiniekiem</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the saved match</source>
        <extracomment>Seconds between two tries of the writes that failed.</extracomment>
        <translation>saglabātais mačs</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>statistika</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>iestatījumi</translation>
    </message>
    <message>
        <source>a fair-dice seed</source>
        <translation>godīgo kauliņu sēkla</translation>
    </message>
    <message>
        <source>the archive of finished matches</source>
        <translation>pabeigto maču arhīvs</translation>
    </message>
    <message>
        <source>the list of recent files</source>
        <translation>neseno failu saraksts</translation>
    </message>
    <message>
        <source>{what} could not be written: the disk is full. bgdesk keeps it and tries again; free some space.</source>
        <translation>{what}: to nevarēja ierakstīt, disks ir pilns. bgdesk to patur un mēģina vēlreiz; atbrīvojiet vietu.</translation>
    </message>
    <message>
        <source>{what} could not be written: the system does not allow it (permission denied) in {folder}. bgdesk tries again.</source>
        <translation>{what}: to nevarēja ierakstīt, sistēma to neļauj (atļauja liegta) mapē {folder}. bgdesk mēģina vēlreiz.</translation>
    </message>
    <message>
        <source>{what} could not be written: the disk is read-only. bgdesk tries again.</source>
        <translation>{what}: to nevarēja ierakstīt, disks ir tikai lasāms. bgdesk mēģina vēlreiz.</translation>
    </message>
    <message>
        <source>{what} is not written over: the file {path} cannot be read (permission denied), and what it holds would be lost. Let your account read it again; bgdesk tries again.</source>
        <translation>{what}: tas netiek pārrakstīts, failu {path} nevar nolasīt (atļauja liegta), un tā saturs tiktu zaudēts. Ļaujiet savam kontam to atkal lasīt; bgdesk mēģina vēlreiz.</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>tā ir simboliskā saite</translation>
    </message>
    <message>
        <source>it belongs to another user account</source>
        <translation>tā pieder citam lietotāja kontam</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <translation>tā nav mape</translation>
    </message>
    <message>
        <source>{what} is not written: the folder {place} {why_text}, and bgdesk neither follows nor changes such a folder. Move it away or put a folder of your own in its place.</source>
        <translation>{what}: tas netiek ierakstīts, mape {place}: {why_text}, un bgdesk tādai mapei neseko un to nemaina. Pārvietojiet to citur vai ielieciet tās vietā savu mapi.</translation>
    </message>
    <message>
        <source>{what} could not be written ({reason}). bgdesk tries again.</source>
        <translation>{what}: to nevarēja ierakstīt ({reason}). bgdesk mēģina vēlreiz.</translation>
    </message>
    <message>
        <source>{what} ({path}) cannot be read: the system does not allow it (permission denied). It is not damaged and is left where it is; once your account may read it again, bgdesk uses it again, and until then nothing is written over it.</source>
        <translation>{what} ({path}) nevar nolasīt: sistēma to neļauj (atļauja liegta). Tas nav bojāts un ir atstāts savā vietā; tiklīdz jūsu konts to atkal drīkst lasīt, bgdesk to atkal izmanto, un līdz tam pāri tam nekas netiek rakstīts.</translation>
    </message>
    <message>
        <source>{what} ({path}) was not read: a folder on its way is a symbolic link or another user account&apos;s, and bgdesk neither follows nor changes such a folder. It is left as it is.</source>
        <translation>{what} ({path}) netika nolasīts: kāda mape ceļā ir simboliskā saite vai pieder citam lietotāja kontam, un bgdesk tādai mapei neseko un to nemaina. Tas ir atstāts, kā ir.</translation>
    </message>
    <message>
        <source>Every file bgdesk keeps is written again: nothing is waiting to be saved.</source>
        <translation>Visi faili, ko bgdesk glabā, atkal ir ierakstīti: nekas negaida saglabāšanu.</translation>
    </message>
    <message numerus="yes">
        <source>Not saved: %n file(s)</source>
        <translation>
            <numerusform>Nav saglabāts: %n fails</numerusform>
            <numerusform>Nav saglabāti: %n faili</numerusform>
            <numerusform>Nav saglabāts: %n failu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n failed write(s))</source>
        <translation>
            <numerusform>(%n neizdevusies ierakstīšana)</numerusform>
            <numerusform>(%n neizdevušās ierakstīšanas)</numerusform>
            <numerusform>(%n neizdevušos ierakstīšanu)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamDoubleDialog</name>
    <message>
        <source>{proposer} proposes that the team double {box} (the box): every member&apos;s cube goes to {value}.</source>
        <translation>{proposer} ierosina komandai dubultot pret {box} (kaste): katra dalībnieka kubs pāriet uz {value}.</translation>
    </message>
    <message>
        <source>Agreed so far: {names}.</source>
        <translation>Līdz šim piekrituši: {names}.</translation>
    </message>
    <message>
        <source>The team doubles only if every member agrees; one refusal and there is no double this turn.</source>
        <translation>Komanda dubulto tikai tad, ja piekrīt katrs dalībnieks; ja kaut viens noraida, šajā kārtā dubultošanas nav.</translation>
    </message>
    <message>
        <source>Team double</source>
        <translation>Komandas dubultojums</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, tavs lēmums</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>Piekrist</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Noraidīt</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic</source>
        <extracomment>The classes of a decision (:mod:`bgdesk.bots.skill`), in every theme: colours of Okabe and Ito&apos;s palette, which stay apart for the common colour-blindnesses; every judged play also carries its class in words on a badge, and the better play not made is drawn dashed.</extracomment>
        <translation>Klasiskās</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Augsts kontrasts</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Okeāns</translation>
    </message>
</context>
<context>
    <name>TryController</name>
    <message>
        <source>You</source>
        <translation>Jūs</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Pretinieks</translation>
    </message>
    <message>
        <source>The answer here is a play: play the roll, then pick up the dice.</source>
        <translation>Atbilde šeit ir gājiens: izspēlē metienu, tad pacel kauliņus.</translation>
    </message>
    <message>
        <source>That is not one of the answers here.</source>
        <translation>Tā nav viena no šeit iespējamām atbildēm.</translation>
    </message>
    <message>
        <source>The answer has been given.</source>
        <translation>Atbilde jau ir dota.</translation>
    </message>
    <message>
        <source>Nothing to play here.</source>
        <translation>Šeit nav ko spēlēt.</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>The tutor is still looking at this decision…</source>
        <translation>Pasniedzējs vēl vērtē šo lēmumu…</translation>
    </message>
    <message>
        <source>The tutor is looking at your decision…</source>
        <translation>Pasniedzējs vērtē tavu lēmumu…</translation>
    </message>
    <message>
        <source>This play gives up {loss} points of equity.</source>
        <translation>Šis gājiens zaudē {loss} ekvitijas.</translation>
    </message>
    <message>
        <source>Your play: {mine} (equity {me}).
Better: {best} (equity {eq}).</source>
        <translation>Tavs gājiens: {mine} (ekvitija {me}).
Labāk: {best} (ekvitija {eq}).</translation>
    </message>
    <message>
        <source>Keep my play</source>
        <translation>Paturēt manu gājienu</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Atsaukt</translation>
    </message>
    <message>
        <source>Doubling gives up {loss} points of equity.</source>
        <translation>Dubultošana zaudē {loss} ekvitijas.</translation>
    </message>
    <message>
        <source>Double anyway</source>
        <translation>Tomēr dubultot</translation>
    </message>
    <message>
        <source>Don&apos;t double</source>
        <translation>Nedubultot</translation>
    </message>
    <message>
        <source>Rolling without doubling gives up {loss} points of equity.</source>
        <translation>Mešana bez dubultošanas zaudē {loss} ekvitijas.</translation>
    </message>
    <message>
        <source>Roll anyway</source>
        <translation>Tomēr mest</translation>
    </message>
    <message>
        <source>Think again</source>
        <translation>Padomāt vēlreiz</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.
No double {nd}, double/take {dt}, double/pass {dp}.</source>
        <translation>Pareizā rīcība ar kubu: {action}.
Nedubultot {nd}, dubultot/pieņemt {dt}, dubultot/atteikties {dp}.</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>Pieņemšana</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Atteikšanās</translation>
    </message>
    <message>
        <source>{what} gives up {loss} points of equity.</source>
        <translation>{what} zaudē {loss} ekvitijas.</translation>
    </message>
    <message>
        <source>take</source>
        <translation>pieņemt</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>atteikties</translation>
    </message>
    <message>
        <source>The better answer is to {better}: take {take}, pass {drop}.</source>
        <translation>Labāka atbilde ir {better}: pieņemt {take}, atteikties {drop}.</translation>
    </message>
    <message>
        <source>Take anyway</source>
        <translation>Tomēr pieņemt</translation>
    </message>
    <message>
        <source>Pass anyway</source>
        <translation>Tomēr atteikties</translation>
    </message>
    <message>
        <source>The tutor could not look at this decision ({reason}).</source>
        <translation>Pasniedzējs nevarēja novērtēt šo lēmumu ({reason}).</translation>
    </message>
    <message>
        <source>Play taken back: play the roll again.</source>
        <translation>Gājiens atsaukts: izspēlē metienu vēlreiz.</translation>
    </message>
    <message>
        <source>Think again: take or pass?</source>
        <translation>Padomā vēlreiz: pieņemt vai atteikties?</translation>
    </message>
    <message>
        <source>Think again: roll or double?</source>
        <translation>Padomā vēlreiz: mest vai dubultot?</translation>
    </message>
</context>
<context>
    <name>TutorDialog</name>
    <message>
        <source>Tutor</source>
        <translation>Pasniedzējs</translation>
    </message>
</context>
<context>
    <name>WinPlot</name>
    <message>
        <source>Chance that {name} wins the game, after every play</source>
        <translation>Iespēja, ka {name} uzvar spēlē, pēc katra gājiena</translation>
    </message>
    <message>
        <source>Nothing to plot yet.</source>
        <translation>Vēl nav ko attēlot.</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>{n}. spēle</translation>
    </message>
</context>
</TS>
