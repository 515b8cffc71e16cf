<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="af" sourcelanguage="en">
<context>
    <name>AnalysisWindow</name>
    <message>
        <source>Supernatural</source>
        <translation>Bonatuurlik</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Wêreldklas</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Kenner</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Gevorderd</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Middelmatig</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Gewone speler</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Awful</source>
        <translation>Baie swak</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Geen verdubbeling nie</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdubbel</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Verdubbel, aanvaar</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Verdubbel, weier</translation>
    </message>
    <message>
        <source>Too good to double</source>
        <translation>Te goed om te verdubbel</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aanvaar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Weier</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Bewer</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Speel voort</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Play on from a decision: the game&apos;s index in the record, how many of its events came before the decision, and the player who made it (from the worst errors or a review).</extracomment>
        <translation>Ontleding</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselleer</translation>
    </message>
    <message>
        <source>Review errors…</source>
        <translation>Hersien foute…</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Speel van hier af…</translation>
    </message>
    <message>
        <source>Play the match on from the error chosen in the list, against the computer or a friend</source>
        <translation>Speel die wedstryd voort van die fout wat in die lys gekies is, teen die rekenaar of &apos;n vriend</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>Foutkoers</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>Stukspel</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Kubus</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Besluite</translation>
    </message>
    <message>
        <source>Errors / blunders</source>
        <translation>Foute / blaps</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Gradering</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Skuif</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Besluit</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeel</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Beter</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Ekwiteit verloor</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Diepte</translation>
    </message>
    <message>
        <source>Worst errors (equity lost per point at stake):</source>
        <translation>Ergste foute (ekwiteit verloor per punt op die spel):</translation>
    </message>
    <message>
        <source>Summary of each player</source>
        <translation>Opsomming van elke speler</translation>
    </message>
    <message>
        <source>Worst errors</source>
        <translation>Ergste foute</translation>
    </message>
    <message>
        <source>Analysing… (bgsage, {depth})</source>
        <translation>Ontleed… (bgsage, {depth})</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stop…</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Ontleding gekanselleer.</translation>
    </message>
    <message>
        <source>The analysis failed: {reason}</source>
        <translation>Die ontleding het misluk: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): the analysis {program} stored in the file.</source>
        <translation>
            <numerusform>%n spel: die ontleding wat {program} in die lêer gestoor het.</numerusform>
            <numerusform>%n spelle: die ontleding wat {program} in die lêer gestoor het.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed with bgsage.</source>
        <translation>
            <numerusform>%n spel met bgsage ontleed.</numerusform>
            <numerusform>%n spelle met bgsage ontleed.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last game is not over: analysed so far.</source>
        <translation>Die laaste spel is nie verby nie: tot dusver ontleed.</translation>
    </message>
    <message>
        <source>Error rates are thousandths of a point lost per decision (normalized to the cube; in brackets, how many decisions); lower is better.</source>
        <translation>Foutkoerse is duisendstes van &apos;n punt wat per besluit verloor word (genormaliseer teen die kubus; tussen hakies, hoeveel besluite); laer is beter.</translation>
    </message>
    <message>
        <source>{rate} ({n})</source>
        <translation>{rate} ({n})</translation>
    </message>
    <message>
        <source>Play {d1}-{d2}</source>
        <translation>Speel {d1}-{d2}</translation>
    </message>
    <message>
        <source>Resignation</source>
        <translation>Oorgawe</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Aanvaar of weier</translation>
    </message>
    <message>
        <source>No errors.</source>
        <translation>Geen foute nie.</translation>
    </message>
</context>
<context>
    <name>Archive</name>
    <message>
        <source> vs </source>
        <translation> teen </translation>
    </message>
    <message>
        <source>chouette</source>
        <translation>chouette</translation>
    </message>
    <message numerus="yes">
        <source>to %n point(s)</source>
        <translation>
            <numerusform>tot %n punt</numerusform>
            <numerusform>tot %n punte</numerusform>
        </translation>
    </message>
    <message>
        <source>money</source>
        <translation>geld</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>laat vaar</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} het gewen</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Argief</translation>
    </message>
    <message>
        <source>Every finished or abandoned match and chouette, newest first.</source>
        <translation>Elke voltooide of laat vaarde wedstryd en chouette, nuutste eerste.</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Geskrap</translation>
    </message>
    <message>
        <source>Archive or deleted files</source>
        <translation>Argief of geskrapte lêers</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Geargiveer</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lengte</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Open in the replay viewer</source>
        <translation>Maak oop om oor te speel</translation>
    </message>
    <message>
        <source>A match opens in the replay viewer; a chouette opens with its summary, each game in the replay viewer</source>
        <translation>&apos;n Wedstryd maak oop om oor te speel; &apos;n chouette maak oop met sy opsomming, elke spel om oor te speel</translation>
    </message>
    <message>
        <source>Export (.mat)…</source>
        <translation>Voer uit (.mat)…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Skrap</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Ontdoen skrap</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Herstel</translation>
    </message>
    <message>
        <source>Put the selected file back in the archive</source>
        <translation>Sit die gekose lêer terug in die argief</translation>
    </message>
    <message>
        <source>Empty deleted…</source>
        <translation>Maak geskrap leeg…</translation>
    </message>
    <message>
        <source>Remove every deleted file for good</source>
        <translation>Verwyder elke geskrapte lêer vir altyd</translation>
    </message>
    <message>
        <source>Deleted ({n})</source>
        <extracomment>Asked before the deleted files are removed for good: ``confirm(text) -&gt; bool``.</extracomment>
        <translation>Geskrap ({n})</translation>
    </message>
    <message>
        <source>Nothing deleted. Deleted matches are kept here, also after a restart, until you empty this list.</source>
        <translation>Niks geskrap nie. Geskrapte wedstryde word hier gehou, ook ná &apos;n herbegin, totdat jy hierdie lys leegmaak.</translation>
    </message>
    <message>
        <source>Deleted matches, kept in {folder} until you empty them. Restore puts the selected one back.</source>
        <translation>Geskrapte wedstryde, gehou in {folder} totdat jy hulle leegmaak. Herstel sit die gekose een terug.</translation>
    </message>
    <message>
        <source>No finished or abandoned match yet.</source>
        <translation>Nog geen voltooide of laat vaarde wedstryd nie.</translation>
    </message>
    <message>
        <source>Archive files that could not be read, kept beside the others in {folder}:</source>
        <translation>Argieflêers wat nie gelees kon word nie, langs die ander bewaar in {folder}:</translation>
    </message>
    <message>
        <source>{name}: written by a newer bgdesk (format version {version}); a newer bgdesk lists it again.</source>
        <translation>{name}: geskryf deur &apos;n nuwer bgdesk (formaatweergawe {version}); &apos;n nuwer bgdesk wys dit weer.</translation>
    </message>
    <message>
        <source>{name}: could not be read and was moved aside.</source>
        <translation>{name}: kon nie gelees word nie en is opsy geskuif.</translation>
    </message>
    <message>
        <source>It is not a match.</source>
        <translation>Dit is nie &apos;n wedstryd nie.</translation>
    </message>
    <message>
        <source>This match cannot be opened. {reason}</source>
        <translation>Hierdie wedstryd kan nie oopgemaak word nie. {reason}</translation>
    </message>
    <message>
        <source>Replay: {players}</source>
        <translation>Oorspeel: {players}</translation>
    </message>
    <message>
        <source>This match cannot be exported. {reason}</source>
        <translation>Hierdie wedstryd kan nie uitgevoer word nie. {reason}</translation>
    </message>
    <message>
        <source>It could not be deleted: {reason}.</source>
        <translation>Dit kon nie geskrap word nie: {reason}.</translation>
    </message>
    <message>
        <source>Deleted: it is kept in {folder} until you empty that folder; Undo delete brings it back.</source>
        <translation>Geskrap: dit word in {folder} bewaar totdat jy daardie vouer leegmaak; &quot;Ontdoen skrap&quot; bring dit terug.</translation>
    </message>
    <message>
        <source>It could not be brought back: {reason}.</source>
        <translation>Dit kon nie teruggebring word nie: {reason}.</translation>
    </message>
    <message>
        <source>Brought back to the archive.</source>
        <translation>Teruggebring na die argief.</translation>
    </message>
    <message>
        <source>It could not be restored: the archive holds a file of the same name already.</source>
        <translation>Dit kon nie herstel word nie: die argief het reeds &apos;n lêer met dieselfde naam.</translation>
    </message>
    <message>
        <source>It could not be restored: {reason}.</source>
        <translation>Dit kon nie herstel word nie: {reason}.</translation>
    </message>
    <message>
        <source>Restored to the archive: {players}.</source>
        <translation>Na die argief herstel: {players}.</translation>
    </message>
    <message>
        <source>Empty deleted</source>
        <translation>Maak geskrap leeg</translation>
    </message>
    <message>
        <source>Remove for good</source>
        <translation>Verwyder vir altyd</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n deleted file(s) for good? They cannot be brought back.</source>
        <translation>
            <numerusform>Verwyder %n geskrapte lêer vir altyd? Dit kan nie teruggebring word nie.</numerusform>
            <numerusform>Verwyder %n geskrapte lêers vir altyd? Hulle kan nie teruggebring word nie.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deleted files could not be removed: {reason}.</source>
        <translation>Die geskrapte lêers kon nie verwyder word nie: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>%n deleted file(s) removed for good.</source>
        <translation>
            <numerusform>%n geskrapte lêer vir altyd verwyder.</numerusform>
            <numerusform>%n geskrapte lêers vir altyd verwyder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <source>Both rolled {d}: roll again.</source>
        <translation>Albei het {d} gegooi: gooi weer.</translation>
    </message>
    <message>
        <source>Automatic double: the cube is now at {v}.</source>
        <translation>Outomatiese verdubbeling: die kubus staan nou op {v}.</translation>
    </message>
    <message>
        <source>{name} wins the opening roll ({a} {da}, {b} {db}) and plays {hi}-{lo}.</source>
        <translation>{name} wen die openingsgooi ({a} {da}, {b} {db}) en speel {hi}-{lo}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2}.</source>
        <translation>{name} gooi {d1}-{d2}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and cannot move. {next} is on roll.</source>
        <translation>{name} gooi {d1}-{d2} en kan nie skuif nie. {next} is aan die beurt.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and cannot move.</source>
        <translation>{name} gooi {d1}-{d2} en kan nie skuif nie.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and bears off: {play}.</source>
        <translation>{name} gooi {d1}-{d2} en haal af: {play}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2}: forced move {play}.</source>
        <translation>{name} gooi {d1}-{d2}: gedwonge skuif {play}.</translation>
    </message>
    <message>
        <source>{name}: pick up the dice to finish the move, or undo.</source>
        <translation>{name}: tel die dobbelstene op om die skuif klaar te maak, of ontdoen.</translation>
    </message>
    <message>
        <source>{name}: {dice} still to play.</source>
        <translation>{name}: {dice} moet nog gespeel word.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Daar is niks om terug te neem nie.</translation>
    </message>
    <message>
        <source>Step taken back.</source>
        <translation>Stap teruggeneem.</translation>
    </message>
    <message>
        <source>Play the whole roll first: {dice} still to play.</source>
        <translation>Speel eers die hele gooi: {dice} moet nog gespeel word.</translation>
    </message>
    <message>
        <source>{name} played {play}. {next} is on roll.</source>
        <translation>{name} het {play} gespeel. {next} is aan die beurt.</translation>
    </message>
    <message>
        <source>There is no doubling here.</source>
        <translation>Hier is geen verdubbeling nie.</translation>
    </message>
    <message>
        <source>No double has been offered: there is nothing to take or pass.</source>
        <translation>Geen verdubbeling is aangebied nie: daar is niks om te aanvaar of te weier nie.</translation>
    </message>
    <message>
        <source>The key {key} does nothing here; Help &gt; Keyboard lists every key.</source>
        <translation>Die sleutel {key} doen niks hier nie; Hulp &gt; Sleutelbord lys elke sleutel.</translation>
    </message>
</context>
<context>
    <name>BoardItems</name>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <comment>pip count beside a player&apos;s name</comment>
        <translation>
            <numerusform>%n oog</numerusform>
            <numerusform>%n oë</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Roll</source>
        <extracomment>How long freshly rolled dice tumble into place at the normal speed: as long as the dice rattle (dice_roll.wav); shorter at a faster animation speed, never longer.</extracomment>
        <translation>Gooi</translation>
    </message>
    <message numerus="yes">
        <source>Match to %n</source>
        <comment>the match length, in the band at the top</comment>
        <translation>
            <numerusform>Wedstryd tot %n punt</numerusform>
            <numerusform>Wedstryd tot %n punte</numerusform>
        </translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation>Crawford-spel</translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Geldsessie</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <source>{n} on the bar</source>
        <translation>{n} op die balk</translation>
    </message>
    <message>
        <source>{n} on {point}</source>
        <translation>{n} op {point}</translation>
    </message>
    <message>
        <source>{n} borne off</source>
        <translation>{n} afgehaal</translation>
    </message>
    <message>
        <source>no checkers</source>
        <translation>geen stukke nie</translation>
    </message>
    <message>
        <source>{name} (light)</source>
        <translation>{name} (lig)</translation>
    </message>
    <message>
        <source>{name} (dark)</source>
        <translation>{name} (donker)</translation>
    </message>
    <message>
        <source>Die: {a}</source>
        <translation>Dobbelsteen: {a}</translation>
    </message>
    <message>
        <source>Opening roll: {a} for {name0}, {b} for {name1}</source>
        <translation>Openingsgooi: {a} vir {name0}, {b} vir {name1}</translation>
    </message>
    <message>
        <source>No dice rolled</source>
        <translation>Geen dobbelstene gegooi nie</translation>
    </message>
    <message>
        <source>Dice of {name}: {dice}</source>
        <translation>Dobbelstene van {name}: {dice}</translation>
    </message>
    <message>
        <source>left to play: {dice}</source>
        <translation>nog te speel: {dice}</translation>
    </message>
    <message>
        <source>all played</source>
        <translation>almal gespeel</translation>
    </message>
    <message>
        <source>No cube in this game</source>
        <translation>Geen kubus in hierdie spel nie</translation>
    </message>
    <message>
        <source>{name} offers the cube at {v}</source>
        <translation>{name} bied die kubus aan op {v}</translation>
    </message>
    <message>
        <source>Cube at {v}, in the middle</source>
        <translation>Kubus op {v}, in die middel</translation>
    </message>
    <message>
        <source>Cube at {v}, owned by {name}</source>
        <translation>Kubus op {v}, besit deur {name}</translation>
    </message>
    <message>
        <source>Pip counts: {a} {pa}, {b} {pb}</source>
        <translation>Piptelling: {a} {pa}, {b} {pb}</translation>
    </message>
    <message>
        <source>Backgammon board</source>
        <translation>Backgammonbord</translation>
    </message>
</context>
<context>
    <name>BotDriver</name>
    <message>
        <source>{name} offers to resign.</source>
        <extracomment>A computer player&apos;s cube action or answer, in words, for the window&apos;s banner. A computer player starts (True) or stops (False) thinking.</extracomment>
        <translation>{name} bied aan om oor te gee.</translation>
    </message>
    <message>
        <source>{name} doubles to {value}.</source>
        <translation>{name} verdubbel na {value}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} weier.</translation>
    </message>
    <message>
        <source>{name} beavers: the cube is at {value}.</source>
        <translation>{name} speel &apos;n bewer: die kubus staan op {value}.</translation>
    </message>
    <message>
        <source>{name} takes: the cube is at {value}.</source>
        <translation>{name} aanvaar: die kubus staan op {value}.</translation>
    </message>
    <message>
        <source>{name} accepts the resignation.</source>
        <translation>{name} aanvaar die oorgawe.</translation>
    </message>
    <message>
        <source>{name} declines the resignation: play goes on.</source>
        <translation>{name} wys die oorgawe af: die spel gaan voort.</translation>
    </message>
    <message>
        <source>{name} plays {play}.</source>
        <translation>{name} speel {play}.</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Beginner</source>
        <extracomment>The bot levels in words (bgdesk.bots levels; an unknown level shows as itself).</extracomment>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Middelmatig</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Kenner</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Wêreldklas</translation>
    </message>
    <message>
        <source>our network, with mistakes</source>
        <extracomment>What each level is: whose evaluation, and how deep (bgsage&apos;s plies: its network alone is 1-ply; see bgdesk.bots.LEVEL_INFO and Help).</extracomment>
        <translation>ons netwerk, met foute</translation>
    </message>
    <message>
        <source>our network</source>
        <translation>ons netwerk</translation>
    </message>
    <message>
        <source>bgsage, 1-ply</source>
        <translation>bgsage, 1 laag</translation>
    </message>
    <message>
        <source>bgsage, 2-ply</source>
        <translation>bgsage, 2 lae</translation>
    </message>
    <message>
        <source>bgsage, 3-ply</source>
        <translation>bgsage, 3 lae</translation>
    </message>
    <message>
        <source>{name}: {kind}. It gives up about {error} thousandths of a point per decision, judged by GNU Backgammon at 2-ply.</source>
        <extracomment>Each level&apos;s error per decision (checker plays and cube decisions), thousandths of a point, judged by GNU Backgammon 1.07 at 2-ply on the fixed set of tests/benchmarks/bench_advice.py (its ladder, printed by the benchmark; Help &gt; Rules, section 15, gives the whole table).</extracomment>
        <translation>{name}: {kind}. Dit gee sowat {error} duisendstes van &apos;n punt per besluit prys, soos GNU Backgammon met 2 lae oordeel.</translation>
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
        <translation>Die span ({members}) verdubbel. Aanvaar: elke kubus word verdubbel en kom na jou kant. Weier: jy betaal elke lid nou hul inset ({each}; {total} altesaam) en die spel eindig.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aanvaar</translation>
    </message>
    <message>
        <source>Pass (pay {total})</source>
        <translation>Weier (betaal {total})</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Bewer</translation>
    </message>
    <message>
        <source>Team double</source>
        <translation>Spanverdubbeling</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, jou besluit</translation>
    </message>
</context>
<context>
    <name>ChouetteController</name>
    <message>
        <source>Box</source>
        <translation>Boks</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Span</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (rekenaar)</translation>
    </message>
    <message>
        <source>New chouette: {names}. Everyone rolls one die for the seats; {first} rolls first.</source>
        <translation>Nuwe chouette: {names}. Almal gooi een dobbelsteen vir die plekke; {first} gooi eerste.</translation>
    </message>
    <message>
        <source>Chouette resumed: {ledger}.</source>
        <translation>Chouette hervat: {ledger}.</translation>
    </message>
    <message>
        <source>{name} joins the chouette and plays from the next game.</source>
        <translation>{name} sluit by die chouette aan en speel van die volgende spel af.</translation>
    </message>
    <message>
        <source>{name} joins the chouette as captain.</source>
        <translation>{name} sluit by die chouette aan as kaptein.</translation>
    </message>
    <message>
        <source>{name} joins the chouette: place {place} in the line.</source>
        <translation>{name} sluit by die chouette aan: plek {place} in die ry.</translation>
    </message>
    <message>
        <source>{name} leaves the chouette; their account stands at {points}.</source>
        <translation>{name} verlaat die chouette; sy rekening staan op {points}.</translation>
    </message>
    <message>
        <source>{name} leaves during the game and pays {box} {points} for their cube.</source>
        <translation>{name} vertrek tydens die spel en betaal {box} {points} vir sy kubus.</translation>
    </message>
    <message>
        <source>Automatic double: every cube is now at {value}.</source>
        <translation>Outomatiese verdubbeling: elke kubus staan nou op {value}.</translation>
    </message>
    <message>
        <source>{name} rolls {die}. </source>
        <translation>{name} gooi {die}. </translation>
    </message>
    <message>
        <source>{name} rolls {die}. Tie between {tied}: they roll again; {next} first.</source>
        <translation>{name} gooi {die}. Gelykop tussen {tied}: hulle gooi weer; {next} eerste.</translation>
    </message>
    <message>
        <source>{name} rolls {die}. {next}: roll for your seat.</source>
        <translation>{name} gooi {die}. {next}: gooi vir jou plek.</translation>
    </message>
    <message>
        <source>{box} is in the box, {captain} is captain</source>
        <translation>{box} is in die boks, {captain} is kaptein</translation>
    </message>
    <message>
        <source>, then {rest}</source>
        <translation>, dan {rest}</translation>
    </message>
    <message>
        <source>Click here or press Roll to start the first game.</source>
        <translation>Klik hier of druk Gooi om die eerste spel te begin.</translation>
    </message>
    <message>
        <source>Roll for the seats first.</source>
        <translation>Gooi eers vir die plekke.</translation>
    </message>
    <message>
        <source>The current game is not over yet.</source>
        <translation>Die huidige spel is nog nie verby nie.</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box against {team}; {captain} is captain. Roll for the opening.</source>
        <translation>Spel {n}: {box} in die boks teen {team}; {captain} is kaptein. Gooi vir die opening.</translation>
    </message>
    <message>
        <source>Game {n} set up: {name} to {what}.</source>
        <translation>Spel {n} opgestel: {name} moet {what}.</translation>
    </message>
    <message>
        <source>play</source>
        <translation>speel</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>gooi</translation>
    </message>
    <message>
        <source>Doubling is not possible now.</source>
        <translation>Verdubbeling is nou nie moontlik nie.</translation>
    </message>
    <message>
        <source>Resigning is not possible now.</source>
        <translation>Oorgee is nou nie moontlik nie.</translation>
    </message>
    <message>
        <source>{name} is a computer player: wait for its decision.</source>
        <translation>{name} is &apos;n rekenaarspeler: wag vir sy besluit.</translation>
    </message>
    <message>
        <source>{name} is acting captain.</source>
        <translation>{name} is waarnemende kaptein.</translation>
    </message>
    <message>
        <source>{box} (box) doubles {names}. {next}: take or pass?</source>
        <translation>{box} (boks) verdubbel teen {names}. {next}: aanvaar of weier?</translation>
    </message>
    <message>
        <source>{name} proposes a team double.</source>
        <translation>{name} stel &apos;n spanverdubbeling voor.</translation>
    </message>
    <message>
        <source>{name} agrees.</source>
        <translation>{name} stem saam.</translation>
    </message>
    <message>
        <source>{next}: agree or refuse?</source>
        <translation>{next}: stem saam of weier?</translation>
    </message>
    <message>
        <source>The team doubles {box}. {box}: take or pass?</source>
        <translation>Die span verdubbel teen {box}. {box}: aanvaar of weier?</translation>
    </message>
    <message>
        <source>{name} refuses: no team double this turn. {captain} to roll.</source>
        <translation>{name} weier: geen spanverdubbeling hierdie beurt nie. {captain} moet gooi.</translation>
    </message>
    <message>
        <source>{box} takes the team&apos;s double</source>
        <translation>{box} aanvaar die span se verdubbeling</translation>
    </message>
    <message>
        <source>{box} beavers the team&apos;s double</source>
        <translation>{box} antwoord die span se verdubbeling met &apos;n bewer</translation>
    </message>
    <message>
        <source>: the cubes are on the box&apos;s side at {value}. {captain} to roll.</source>
        <translation>: die kubusse is aan die boks se kant op {value}. {captain} moet gooi.</translation>
    </message>
    <message>
        <source>{name} takes at {value}.</source>
        <translation>{name} aanvaar op {value}.</translation>
    </message>
    <message>
        <source>{name} beavers at {value}.</source>
        <translation>{name} speel &apos;n bewer op {value}.</translation>
    </message>
    <message>
        <source>{name} passes and pays {box} {points}.</source>
        <translation>{name} weier en betaal {box} {points}.</translation>
    </message>
    <message>
        <source>{next}: take or pass?</source>
        <translation>{next}: aanvaar of weier?</translation>
    </message>
    <message>
        <source>{box} to roll.</source>
        <translation>{box} moet gooi.</translation>
    </message>
    <message>
        <source>{name} offers to resign {what}. {next}: accept or decline?</source>
        <translation>{name} bied aan om {what} oor te gee. {next}: aanvaar of wys af?</translation>
    </message>
    <message>
        <source>{name} declines the resignation: play goes on.</source>
        <translation>{name} wys die oorgawe af: die spel gaan voort.</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>&apos;n gewone spel</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>&apos;n gammon</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>&apos;n backgammon</translation>
    </message>
    <message>
        <source>no cube</source>
        <translation>sonder kubus</translation>
    </message>
    <message>
        <source>Jacoby rule</source>
        <translation>Jacoby-reël</translation>
    </message>
    <message>
        <source>automatic doubles (at most {n})</source>
        <translation>outomatiese verdubbelings (hoogstens {n})</translation>
    </message>
    <message>
        <source>backgammons count as gammons</source>
        <translation>backgammons tel as gammons</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Geldspel</translation>
    </message>
    <message>
        <source>Chouette of {when}</source>
        <translation>Chouette van {when}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Spelers: {names}</translation>
    </message>
    <message>
        <source>The seats are being decided.</source>
        <translation>Die plekke word nog bepaal.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>het geweier</translation>
    </message>
    <message>
        <source>left the chouette</source>
        <translation>het die chouette verlaat</translation>
    </message>
    <message>
        <source>played to the end</source>
        <translation>het tot die einde gespeel</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>speel nog</translation>
    </message>
    <message>
        <source>Still being played.</source>
        <translation>Word nog gespeel.</translation>
    </message>
    <message>
        <source>{name}: cube {value}, {how}: {points}</source>
        <translation>{name}: kubus {value}, {how}: {points}</translation>
    </message>
    <message>
        <source>{box} (box): {points}</source>
        <translation>{box} (boks): {points}</translation>
    </message>
    <message>
        <source>{name} joins the chouette</source>
        <translation>{name} sluit by die chouette aan</translation>
    </message>
    <message>
        <source>{name} leaves the chouette</source>
        <translation>{name} verlaat die chouette</translation>
    </message>
    <message>
        <source>(during game {n})</source>
        <translation>(tydens spel {n})</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Rekeninge</translation>
    </message>
    <message>
        <source>(left)</source>
        <translation>(vertrek)</translation>
    </message>
    <message>
        <source>{box} (box) passes the team&apos;s double.</source>
        <translation>{box} (boks) weier die span se verdubbeling.</translation>
    </message>
    <message>
        <source>Every member passed: {box} (box) wins.</source>
        <translation>Elke lid het geweier: {box} (boks) wen.</translation>
    </message>
    <message>
        <source>the team</source>
        <translation>die span</translation>
    </message>
    <message>
        <source>The team</source>
        <translation>Die span</translation>
    </message>
    <message>
        <source>{loser} resigns {what}: {winner} wins.</source>
        <translation>{loser} gee {what} oor: {winner} wen.</translation>
    </message>
    <message>
        <source>{box} (box) wins {what}.</source>
        <translation>{box} (boks) wen {what}.</translation>
    </message>
    <message>
        <source>The team (captain {captain}) wins {what}.</source>
        <translation>Die span (kaptein {captain}) wen {what}.</translation>
    </message>
    <message>
        <source>{name} pays {box} {points}</source>
        <translation>{name} betaal {box} {points}</translation>
    </message>
    <message>
        <source>{box} pays {members}</source>
        <translation>{box} betaal {members}</translation>
    </message>
    <message>
        <source>{box} stays in the box</source>
        <translation>{box} bly in die boks</translation>
    </message>
    <message>
        <source>{box} takes the box</source>
        <translation>{box} neem die boks oor</translation>
    </message>
    <message>
        <source>; {captain} is captain.</source>
        <translation>; {captain} is kaptein.</translation>
    </message>
    <message>
        <source>Next: {rotation}</source>
        <translation>Volgende: {rotation}</translation>
    </message>
    <message>
        <source>Click here or press Roll for the next game.</source>
        <translation>Klik hier of druk Gooi vir die volgende spel.</translation>
    </message>
    <message>
        <source>Start a chouette (Game &gt; New chouette…).</source>
        <translation>Begin &apos;n chouette (Spel &gt; Nuwe chouette…).</translation>
    </message>
    <message>
        <source>{name} (box)</source>
        <translation>{name} (boks)</translation>
    </message>
    <message>
        <source>{name} (captain)</source>
        <translation>{name} (kaptein)</translation>
    </message>
    <message>
        <source>Chouette</source>
        <translation>Chouette</translation>
    </message>
    <message>
        <source>Chouette · game {n}</source>
        <translation>Chouette · spel {n}</translation>
    </message>
    <message>
        <source>{name} (captain of {n})</source>
        <translation>{name} (kaptein van {n})</translation>
    </message>
    <message>
        <source>{name}: roll one die for your seat</source>
        <translation>{name}: gooi een dobbelsteen vir jou plek</translation>
    </message>
    <message>
        <source>Press Roll to start the first game</source>
        <translation>Druk Gooi om die eerste spel te begin</translation>
    </message>
    <message>
        <source>Game {n} is over: the box wins.</source>
        <translation>Spel {n} is verby: die boks wen.</translation>
    </message>
    <message>
        <source>Game {n} is over: the team wins.</source>
        <translation>Spel {n} is verby: die span wen.</translation>
    </message>
    <message>
        <source>Opening roll: click the dice area or press Roll</source>
        <translation>Openingsgooi: klik op die dobbelsteenarea of druk Gooi</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (rekenaar) dink…</translation>
    </message>
    <message>
        <source>{name}: roll or double</source>
        <translation>{name}: gooi of verdubbel</translation>
    </message>
    <message>
        <source>{name}: roll</source>
        <translation>{name}: gooi</translation>
    </message>
    <message>
        <source>{name}: pick up the dice</source>
        <translation>{name}: tel die dobbelstene op</translation>
    </message>
    <message>
        <source>{name} to play {dice}</source>
        <translation>{name} moet {dice} speel</translation>
    </message>
    <message>
        <source>{name}: agree to the team&apos;s double?</source>
        <translation>{name}: stem jy saam met die span se verdubbeling?</translation>
    </message>
    <message>
        <source>{name}: take or pass the team&apos;s double?</source>
        <translation>{name}: aanvaar of weier die span se verdubbeling?</translation>
    </message>
    <message>
        <source>{name}: take or pass the box&apos;s double?</source>
        <translation>{name}: aanvaar of weier die boks se verdubbeling?</translation>
    </message>
    <message>
        <source>{name}: accept or decline the resignation?</source>
        <translation>{name}: aanvaar of wys die oorgawe af?</translation>
    </message>
    <message>
        <source>Start a chouette first.</source>
        <translation>Begin eers &apos;n chouette.</translation>
    </message>
    <message>
        <source>{name} must play the roll first.</source>
        <translation>{name} moet eers die gooi speel.</translation>
    </message>
    <message>
        <source>{name} is playing the roll.</source>
        <translation>{name} speel die gooi.</translation>
    </message>
    <message>
        <source>{name} must decide first.</source>
        <translation>{name} moet eers besluit.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die spel is verby.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Gooi eers die dobbelstene.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Nie nou nie.</translation>
    </message>
    <message>
        <source>{name} rolls {die} for the seats</source>
        <translation>{name} gooi {die} vir die plekke</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box; team {team}</source>
        <translation>Spel {n}: {box} in die boks; span {team}</translation>
    </message>
    <message>
        <source>Opening roll: {box} {d1}, {captain} {d2}</source>
        <translation>Openingsgooi: {box} {d1}, {captain} {d2}</translation>
    </message>
    <message>
        <source> (tie)</source>
        <translation> (gelykop)</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>kan nie skuif nie</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>verdubbel</translation>
    </message>
    <message>
        <source>proposes a team double</source>
        <translation>stel &apos;n spanverdubbeling voor</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>stem saam</translation>
    </message>
    <message>
        <source>refuses</source>
        <translation>weier</translation>
    </message>
    <message>
        <source>takes</source>
        <translation>aanvaar</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>weier</translation>
    </message>
    <message>
        <source>beavers</source>
        <translation>speel &apos;n bewer</translation>
    </message>
    <message>
        <source>offers to resign {what}</source>
        <translation>bied aan om {what} oor te gee</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>aanvaar</translation>
    </message>
    <message>
        <source>declines</source>
        <translation>wys af</translation>
    </message>
    <message>
        <source>The chouette could not be saved ({reason}); play goes on.</source>
        <translation>Die chouette kon nie gestoor word nie ({reason}); die spel gaan voort.</translation>
    </message>
    <message>
        <source>The chouette could not be kept in the archive ({reason}); it stays saved.</source>
        <translation>Die chouette kon nie in die argief gehou word nie ({reason}); dit bly gestoor.</translation>
    </message>
    <message>
        <source>{name} played {play}. {next} is on roll.</source>
        <translation>{name} het {play} gespeel. {next} moet gooi.</translation>
    </message>
    <message>
        <source>Game {n} is being played: {box} in the box, {captain} captain.</source>
        <translation>Spel {n} word gespeel: {box} in die boks, {captain} kaptein.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played; next: {box} in the box, {captain} captain.</source>
        <translation>
            <numerusform>%n spel gespeel; volgende: {box} in die boks, {captain} kaptein.</numerusform>
            <numerusform>%n spelle gespeel; volgende: {box} in die boks, {captain} kaptein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ledger: {ledger}.</source>
        <translation>Rekeninge: {ledger}.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChouetteMode</name>
    <message>
        <source>New c&amp;houette…</source>
        <translation>Nuwe c&amp;houette…</translation>
    </message>
    <message>
        <source>Three to eight players around one board: one in the box against a team led by a captain</source>
        <translation>Drie tot agt spelers om een bord: een in die boks teen &apos;n span onder leiding van &apos;n kaptein</translation>
    </message>
    <message>
        <source>Resume chouette</source>
        <translation>Hervat chouette</translation>
    </message>
    <message>
        <source>Carry on with the chouette saved last</source>
        <translation>Gaan voort met die chouette wat laaste gestoor is</translation>
    </message>
    <message>
        <source>Past chouettes…</source>
        <translation>Vorige chouettes…</translation>
    </message>
    <message>
        <source>Chouettes kept in the archive: their summaries and their games in the replay viewer</source>
        <translation>Chouettes in die argief: hul opsommings en hul spelle in die oorspeelvenster</translation>
    </message>
    <message>
        <source>The saved chouette could not be kept in the archive ({reason}); nothing was changed.</source>
        <translation>Die gestoorde chouette kon nie in die argief gehou word nie ({reason}); niks is verander nie.</translation>
    </message>
    <message>
        <source>No chouette has been kept in the archive yet.</source>
        <translation>Daar is nog geen chouette in die argief nie.</translation>
    </message>
    <message>
        <source>This chouette could not be read back because {reason}.</source>
        <translation>Hierdie chouette kon nie teruggelees word nie omdat {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>{when}: {players} (%n game(s))</source>
        <translation>
            <numerusform>{when}: {players} (%n spel)</numerusform>
            <numerusform>{when}: {players} (%n spelle)</numerusform>
        </translation>
    </message>
    <message>
        <source>(abandoned)</source>
        <translation>(laat vaar)</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box against {team}</source>
        <translation>Spel {n}: {box} in die boks teen {team}</translation>
    </message>
    <message>
        <source>The evening</source>
        <translation>Die aand</translation>
    </message>
    <message>
        <source>There is no saved chouette.</source>
        <translation>Daar is geen gestoorde chouette nie.</translation>
    </message>
    <message>
        <source>The saved chouette could not be restored because {reason}.</source>
        <translation>Die gestoorde chouette kon nie herstel word nie omdat {reason}.</translation>
    </message>
    <message>
        <source>Chouette</source>
        <translation>Chouette</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Gooi</translation>
    </message>
    <message>
        <source>Roll the dice (seats, opening roll, turn) or start the next game</source>
        <translation>Gooi die dobbelstene (plekke, openingsgooi, beurt) of begin die volgende spel</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Verdubbel</translation>
    </message>
    <message>
        <source>The box doubles, or the captain proposes the team&apos;s double</source>
        <translation>Die boks verdubbel, of die kaptein stel die span se verdubbeling voor</translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation>&amp;Ontdoen stap</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Neem die laaste stap terug</translation>
    </message>
    <message>
        <source>D&amp;one</source>
        <translation>&amp;Klaar</translation>
    </message>
    <message>
        <source>Pick up the dice: the move is final</source>
        <translation>Tel die dobbelstene op: die skuif is finaal</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>Vol&amp;gende spel</translation>
    </message>
    <message>
        <source>Start the next game with the new roles</source>
        <translation>Begin die volgende spel met die nuwe rolle</translation>
    </message>
    <message>
        <source>Resign a single game</source>
        <translation>Gee &apos;n gewone spel oor</translation>
    </message>
    <message>
        <source>Resign a gammon</source>
        <translation>Gee &apos;n gammon oor</translation>
    </message>
    <message>
        <source>Resign a backgammon</source>
        <translation>Gee &apos;n backgammon oor</translation>
    </message>
    <message>
        <source>&amp;Leave chouette</source>
        <translation>&amp;Verlaat chouette</translation>
    </message>
    <message>
        <source>Back to the match (the chouette stays saved)</source>
        <translation>Terug na die wedstryd (die chouette bly gestoor)</translation>
    </message>
    <message>
        <source>A player &amp;joins…</source>
        <translation>&apos;n Speler sluit &amp;aan…</translation>
    </message>
    <message>
        <source>A newcomer sits down: last in the line, or where the group agrees</source>
        <translation>&apos;n Nuweling sit aan: laaste in die ry, of waar die groep ooreenkom</translation>
    </message>
    <message>
        <source>A player lea&amp;ves…</source>
        <translation>&apos;n Speler &amp;vertrek…</translation>
    </message>
    <message>
        <source>Someone leaves; their account stays in the ledger</source>
        <translation>Iemand vertrek; sy rekening bly in die rekeninge</translation>
    </message>
    <message>
        <source>Summary of the &amp;evening…</source>
        <translation>Opsomming van die &amp;aand…</translation>
    </message>
    <message>
        <source>Every game, who was in the box, each cube&apos;s result and the ledger: copy it, save it, replay a game</source>
        <translation>Elke spel, wie in die boks was, elke kubus se uitslag en die rekeninge: kopieer, stoor, speel &apos;n spel oor</translation>
    </message>
    <message>
        <source>&amp;End the evening…</source>
        <translation>&amp;Beëindig die aand…</translation>
    </message>
    <message>
        <source>Keep this chouette in the archive and see its summary</source>
        <translation>Hou hierdie chouette in die argief en sien sy opsomming</translation>
    </message>
    <message>
        <source>&amp;Chouette</source>
        <translation>&amp;Chouette</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>Gee &amp;oor</translation>
    </message>
    <message>
        <source>bgdesk — chouette</source>
        <translation>bgdesk — chouette</translation>
    </message>
    <message>
        <source>The evening is over</source>
        <translation>Die aand is verby</translation>
    </message>
    <message>
        <source>{box} (the box)</source>
        <translation>{box} (die boks)</translation>
    </message>
    <message>
        <source>The team ({captain})</source>
        <translation>Die span ({captain})</translation>
    </message>
</context>
<context>
    <name>ChouettePanel</name>
    <message>
        <source>Seat</source>
        <translation>Plek</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Kubus</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punte</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Laaste spel</translation>
    </message>
    <message>
        <source>No game finished yet.</source>
        <translation>Nog geen spel klaar nie.</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessie</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Spelers by die tafel</translation>
    </message>
    <message>
        <source>Type a move (e.g. 24/18 13/11) and press Enter:</source>
        <translation>Tik &apos;n skuif (bv. 24/18 13/11) en druk Enter:</translation>
    </message>
    <message>
        <source>No chouette</source>
        <translation>Geen chouette nie</translation>
    </message>
    <message>
        <source>Chouette: rolling for the seats</source>
        <translation>Chouette: gooi vir die plekke</translation>
    </message>
    <message>
        <source>Chouette: seats decided</source>
        <translation>Chouette: plekke bepaal</translation>
    </message>
    <message>
        <source>Chouette: game {n}</source>
        <translation>Chouette: spel {n}</translation>
    </message>
    <message>
        <source>Chouette: game {n} over</source>
        <translation>Chouette: spel {n} verby</translation>
    </message>
    <message>
        <source>Next: {rotation}</source>
        <translation>Volgende: {rotation}</translation>
    </message>
    <message>
        <source>The box may double every cube it may turn:</source>
        <translation>Die boks mag elke kubus verdubbel wat hy mag draai:</translation>
    </message>
    <message>
        <source>Propose a team double (every other member in the game must agree):</source>
        <translation>Stel &apos;n spanverdubbeling voor (elke ander lid in die spel moet instem):</translation>
    </message>
    <message>
        <source>{name} doubles</source>
        <translation>{name} verdubbel</translation>
    </message>
    <message>
        <source>{name} proposes a double</source>
        <translation>{name} stel &apos;n verdubbeling voor</translation>
    </message>
    <message>
        <source>The box doubles every cube it may turn</source>
        <translation>Die boks verdubbel elke kubus wat hy mag draai</translation>
    </message>
    <message>
        <source>{name} proposes that the team double the box; every other member must agree</source>
        <translation>{name} stel voor dat die span teen die boks verdubbel; elke ander lid moet saamstem</translation>
    </message>
    <message>
        <source>to roll</source>
        <translation>moet gooi</translation>
    </message>
    <message>
        <source>rolled {dice}</source>
        <translation>het {dice} gegooi</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Boks</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kaptein</translation>
    </message>
    <message>
        <source>all cubes</source>
        <translation>alle kubusse</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>aan die beurt</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>in die middel</translation>
    </message>
    <message>
        <source>own</source>
        <translation>eie</translation>
    </message>
    <message>
        <source>box has it</source>
        <translation>by die boks</translation>
    </message>
    <message>
        <source>left ({points})</source>
        <translation>vertrek ({points})</translation>
    </message>
    <message>
        <source>passed ({points})</source>
        <translation>geweier ({points})</translation>
    </message>
    <message>
        <source>doubled to {value}</source>
        <translation>verdubbel na {value}</translation>
    </message>
    <message>
        <source>proposes</source>
        <translation>stel voor</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>stem saam</translation>
    </message>
    <message>
        <source>to confirm</source>
        <translation>moet bevestig</translation>
    </message>
    <message>
        <source>doubles to {value}</source>
        <translation>verdubbel na {value}</translation>
    </message>
    <message>
        <source>acting captain</source>
        <translation>waarnemende kaptein</translation>
    </message>
    <message>
        <source>Plays from the next game: {names}</source>
        <translation>Speel van die volgende spel af: {names}</translation>
    </message>
    <message>
        <source>Left: {accounts}</source>
        <translation>Vertrek: {accounts}</translation>
    </message>
    <message>
        <source>Press Roll (or click the board) to start the first game.</source>
        <translation>Druk Gooi (of klik op die bord) om die eerste spel te begin.</translation>
    </message>
    <message>
        <source>Press Roll (or click the board) to start the next game.</source>
        <translation>Druk Gooi (of klik op die bord) om die volgende spel te begin.</translation>
    </message>
    <message>
        <source>roll one die for the seats</source>
        <translation>een dobbelsteen vir die plekke gooi</translation>
    </message>
    <message>
        <source>roll the opening roll</source>
        <translation>die openingsgooi gooi</translation>
    </message>
    <message>
        <source>roll or double</source>
        <translation>gooi of verdubbel</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>gooi</translation>
    </message>
    <message>
        <source>play the roll</source>
        <translation>die gooi speel</translation>
    </message>
    <message>
        <source>agree to the team&apos;s double or refuse it</source>
        <translation>saamstem met die span se verdubbeling of dit weier</translation>
    </message>
    <message>
        <source>take or pass the team&apos;s double</source>
        <translation>die span se verdubbeling aanvaar of weier</translation>
    </message>
    <message>
        <source>take or pass the box&apos;s double</source>
        <translation>die boks se verdubbeling aanvaar of weier</translation>
    </message>
    <message>
        <source>accept or decline the resignation</source>
        <translation>die oorgawe aanvaar of afwys</translation>
    </message>
    <message>
        <source>Waiting for {name}: {what}.</source>
        <translation>Wag vir {name}: {what}.</translation>
    </message>
</context>
<context>
    <name>ChouetteReplay</name>
    <message>
        <source>This game</source>
        <translation>Hierdie spel</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>{option} needs a value.</source>
        <extracomment>Exit status for a command line that cannot be used. Qt&apos;s options that take a value (QGuiApplication, QApplication, the xcb platform); with one or two leading dashes. Qt&apos;s options without a value.</extracomment>
        <translation>{option} het &apos;n waarde nodig.</translation>
    </message>
    <message>
        <source>There is no option {option}.</source>
        <translation>Daar is geen opsie {option} nie.</translation>
    </message>
    <message>
        <source>bgdesk does not speak &quot;{value}&quot;; choose one of {codes}.</source>
        <translation>bgdesk praat nie &quot;{value}&quot; nie; kies een van {codes}.</translation>
    </message>
    <message>
        <source>Give one file at most.</source>
        <translation>Gee hoogstens een lêer.</translation>
    </message>
    <message>
        <source>{path} is not a file.</source>
        <translation>{path} is nie &apos;n lêer nie.</translation>
    </message>
    <message>
        <source>{path} is a named pipe or a device, not a file: bgdesk opens only ordinary files.</source>
        <translation>{path} is &apos;n benoemde pyp of &apos;n toestel, nie &apos;n lêer nie: bgdesk maak net gewone lêers oop.</translation>
    </message>
    <message>
        <source>&quot;bgdesk --help&quot; lists the options.</source>
        <translation>&quot;bgdesk --help&quot; lys die opsies.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>LÊER</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>TAAL</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PAD</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKONDES</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>VLAK</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>Gebruik:</translation>
    </message>
    <message>
        <source>Backgammon against a friend or a computer player: games, money sessions, matches and chouettes.</source>
        <translation>Backgammon teen &apos;n vriend of &apos;n rekenaarspeler: spelle, geldsessies, wedstryde en chouettes.</translation>
    </message>
    <message>
        <source>a match (.mat, .sgf, .xg) or positions (.xgp, a position text) to open in the replay viewer</source>
        <translation>&apos;n wedstryd (.mat, .sgf, .xg) of posisies (.xgp, &apos;n posisieteks) om in die oorspeel-aansig oop te maak</translation>
    </message>
    <message>
        <source>the language for this run: {names}; without it, the language chosen in the settings, else the computer&apos;s</source>
        <translation>die taal vir hierdie keer: {names}; daarsonder die taal wat in die instellings gekies is, anders dié van die rekenaar</translation>
    </message>
    <message>
        <source>check this installation: open the window, play a short game between two computer players, exit with 0 when all works (1 and the reason when not); settings and saved games are not touched</source>
        <translation>toets hierdie installasie: maak die venster oop, speel &apos;n kort spel tussen twee rekenaarspelers en eindig met 0 as alles werk (1 en die rede as dit nie werk nie); instellings en gestoorde spelle word nie aangeraak nie</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>wys hierdie hulp en eindig</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>wys die weergawe en eindig</translation>
    </message>
    <message>
        <source>a folder for the settings, saved games and statistics (now {config} and {data})</source>
        <translation>&apos;n gids vir die instellings, gestoorde spelle en statistiek (nou {config} en {data})</translation>
    </message>
    <message>
        <source>the window system: xcb, wayland or offscreen</source>
        <translation>die vensterstelsel: xcb, wayland of offscreen</translation>
    </message>
    <message>
        <source>off: no sound for this run (no audio device is opened)</source>
        <translation>off: geen klank vir hierdie keer nie (geen klanktoestel word oopgemaak nie)</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Omgewing:</translation>
    </message>
    <message>
        <source>Qt&apos;s own options, such as -platform offscreen, are passed on to Qt.</source>
        <translation>Qt se eie opsies, soos -platform offscreen, word aan Qt deurgegee.</translation>
    </message>
    <message>
        <source>There is no display to open the window on: start bgdesk from your desktop, where DISPLAY or WAYLAND_DISPLAY is set.</source>
        <translation>Daar is geen skerm om die venster op oop te maak nie: begin bgdesk van jou werkskerm af, waar DISPLAY of WAYLAND_DISPLAY gestel is.</translation>
    </message>
    <message>
        <source>This copy of bgdesk opens its window through X11, and there is no X display: start bgdesk from your desktop, where DISPLAY is set (a Wayland desktop sets it when it runs XWayland).</source>
        <translation>Hierdie kopie van bgdesk maak sy venster deur X11 oop, en daar is geen X-skerm nie: begin bgdesk van jou werkskerm af, waar DISPLAY gestel is (&apos;n Wayland-werkskerm stel dit as dit XWayland laat loop).</translation>
    </message>
</context>
<context>
    <name>CubeAnswers</name>
    <message>
        <source>No double</source>
        <extracomment>the questions this row is asked (its height is made for the one with most answers)</extracomment>
        <translation>Geen verdubbeling nie</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdubbel</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Verdubbel, aanvaar</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Verdubbel, weier</translation>
    </message>
    <message>
        <source>Too good to double</source>
        <translation>Te goed om te verdubbel</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aanvaar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Weier</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Bewer</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Speel voort</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Gee oor</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Take ({value})</source>
        <translation>Aanvaar ({value})</translation>
    </message>
    <message>
        <source>Pass (lose {points})</source>
        <translation>Weier (verloor {points})</translation>
    </message>
    <message>
        <source>Beaver ({value})</source>
        <translation>Bewer ({value})</translation>
    </message>
    <message>
        <source>Double offered</source>
        <translation>Verdubbeling aangebied</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, jou besluit</translation>
    </message>
    <message numerus="yes">
        <source>{doubler} doubles to {value}. Take and play on for {value} with the cube on your side, or pass and give up this game for %n point(s).</source>
        <translation>
            <numerusform>{doubler} verdubbel na {value}. Aanvaar en speel voort vir {value} met die kubus aan jou kant, of weier en gee hierdie spel prys vir %n punt.</numerusform>
            <numerusform>{doubler} verdubbel na {value}. Aanvaar en speel voort vir {value} met die kubus aan jou kant, of weier en gee hierdie spel prys vir %n punte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdubbel</translation>
    </message>
    <message>
        <source>{name}, double to {value}?</source>
        <translation>{name}, verdubbel na {value}?</translation>
    </message>
    <message>
        <source>Your opponent then takes, and plays on for {value}, or passes and gives up this game.</source>
        <translation>Jou teenstander aanvaar dan en speel voort vir {value}, of weier en gee hierdie spel prys.</translation>
    </message>
    <message>
        <source>Double to {value}</source>
        <translation>Verdubbel na {value}</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nie nou nie</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Speel van hier af</translation>
    </message>
    <message>
        <source>End the match in progress?</source>
        <translation>Beëindig die wedstryd wat aan die gang is?</translation>
    </message>
    <message>
        <source>Playing from this position ends the match in progress ({score}).</source>
        <translation>Om van hierdie posisie af te speel, beëindig die wedstryd wat aan die gang is ({score}).</translation>
    </message>
    <message>
        <source>Keep the match</source>
        <translation>Hou die wedstryd</translation>
    </message>
    <message>
        <source>Resignation offered</source>
        <translation>Oorgawe aangebied</translation>
    </message>
    <message numerus="yes">
        <source>{resigner} offers to resign {what}: accept and win %n point(s) now, or decline and play on.</source>
        <translation>
            <numerusform>{resigner} bied aan om {what} oor te gee: aanvaar en wen nou %n punt, of wys af en speel voort.</numerusform>
            <numerusform>{resigner} bied aan om {what} oor te gee: aanvaar en wen nou %n punte, of wys af en speel voort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aanvaar</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Wys af</translation>
    </message>
</context>
<context>
    <name>DiceContribution</name>
    <message>
        <source>click</source>
        <translation>klik</translation>
    </message>
    <message>
        <source>Click here a few times: each click adds two characters to your part.</source>
        <translation>Klik &apos;n paar keer hier: elke klik voeg twee karakters by jou deel.</translation>
    </message>
    <message>
        <source>Your part of the dice</source>
        <extracomment>The Help page on fair dice was asked for (the window opens it).</extracomment>
        <translation>Jou deel van die dobbelstene</translation>
    </message>
    <message>
        <source>bgdesk&apos;s commitment (SHA-256 of its seed):</source>
        <translation>bgdesk se verbintenis (SHA-256 van sy saad):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieer</translation>
    </message>
    <message>
        <source>Copy all 64 hex digits of the commitment</source>
        <translation>Kopieer al 64 heksadesimale syfers van die verbintenis</translation>
    </message>
    <message>
        <source>Each player seals a part of their own (typed or clicked) before the first roll: the dice follow from the seed and both parts.</source>
        <translation>Elke speler verseël &apos;n eie deel (getik of geklik) voor die eerste gooi: die dobbelstene volg uit die saad en albei dele.</translation>
    </message>
    <message>
        <source>bgdesk has committed to its secret seed. Each player now seals a text of their own: the dice follow from the seed and both texts, so neither bgdesk nor one player alone decides them. A sealed part is hidden and cannot change. Sealed empty, bgdesk draws a random part.</source>
        <translation>bgdesk het hom tot sy geheime saad verbind. Nou verseël elke speler &apos;n eie teks: die dobbelstene volg uit die saad en albei tekste, dus besluit nóg bgdesk nóg een speler alleen oor hulle. &apos;n Verseëlde deel is versteek en kan nie verander nie. As dit leeg verseël word, trek bgdesk &apos;n ewekansige deel.</translation>
    </message>
    <message>
        <source>At home on this computer:</source>
        <translation>Tuis op hierdie rekenaar:</translation>
    </message>
    <message>
        <source>Who can use this computer account, and so could read bgdesk&apos;s secret seed: that player seals first, the guest last.</source>
        <translation>Wie hierdie rekenaar se rekening kan gebruik, en dus bgdesk se geheime saad kan lees: daardie speler verseël eerste, die gas laaste.</translation>
    </message>
    <message>
        <source>Why this order? What is guaranteed?</source>
        <translation>Hoekom hierdie volgorde? Wat word gewaarborg?</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Verseël</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Klaar verseël</translation>
    </message>
    <message>
        <source>{home} seals first, then {guest}: the one at home on this computer could read the seed.</source>
        <translation>{home} verseël eerste, dan {guest}: wie tuis is op hierdie rekenaar, kan die saad lees.</translation>
    </message>
    <message>
        <source>{name}, type your part and seal it.</source>
        <translation>{name}, tik jou deel en verseël dit.</translation>
    </message>
    <message>
        <source>The parts are sealed: roll when you are ready.</source>
        <translation>Die dele is verseël: gooi wanneer jy gereed is.</translation>
    </message>
    <message>
        <source>{home} seals first: {home} is at home on this computer and could read the seed.</source>
        <translation>{home} verseël eerste: {home} is tuis op hierdie rekenaar en kan die saad lees.</translation>
    </message>
    <message>
        <source>{name}&apos;s part is sealed and cannot change.</source>
        <translation>{name} se deel is verseël en kan nie verander nie.</translation>
    </message>
    <message>
        <source>The parts are sealed once, before the first roll.</source>
        <translation>Die dele word een keer verseël, voor die eerste gooi.</translation>
    </message>
    <message>
        <source>type anything</source>
        <translation>tik enigiets</translation>
    </message>
    <message>
        <source>Your part of the dice: {name}</source>
        <translation>Jou deel van die dobbelstene: {name}</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>No dice were entered, so nothing was rolled.</source>
        <translation>Geen dobbelstene is ingevoer nie, dus is niks gegooi nie.</translation>
    </message>
    <message>
        <source>Enter the dice</source>
        <translation>Voer die dobbelstene in</translation>
    </message>
    <message>
        <source>for example 31 or 3-1</source>
        <translation>byvoorbeeld 31 of 3-1</translation>
    </message>
    <message>
        <source>Or type them:</source>
        <translation>Of tik hulle in:</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Gooi</translation>
    </message>
    <message>
        <source>Opening roll: each player rolls one die.</source>
        <translation>Openingsgooi: elke speler gooi een dobbelsteen.</translation>
    </message>
    <message>
        <source>{name}&apos;s die:</source>
        <translation>{name} se dobbelsteen:</translation>
    </message>
    <message>
        <source>{name} rolls.</source>
        <translation>{name} gooi.</translation>
    </message>
    <message>
        <source>First die:</source>
        <translation>Eerste dobbelsteen:</translation>
    </message>
    <message>
        <source>Second die:</source>
        <translation>Tweede dobbelsteen:</translation>
    </message>
</context>
<context>
    <name>DiceFairness</name>
    <message>
        <source>How every roll follows from the seed and the two parts, who is protected against whom, and how to check an exported .mat file by hand with sha256sum or python3: Help &gt; Fair dice.</source>
        <translation>Hoe elke gooi uit die saad en die twee dele volg, wie teen wie beskerm word, en hoe om &apos;n uitgevoerde .mat-lêer met die hand met sha256sum of python3 te kontroleer: Hulp &gt; Regverdige dobbelstene.</translation>
    </message>
    <message>
        <source>Fair dice, fixed in advance by a secret seed ({algorithm})</source>
        <translation>Regverdige dobbelstene, vooraf bepaal deur &apos;n geheime saad ({algorithm})</translation>
    </message>
    <message>
        <source>Pseudo-random dice from a seed, without a commitment</source>
        <translation>Pseudo-lukrake dobbelstene uit &apos;n saad, sonder &apos;n verbintenis</translation>
    </message>
    <message>
        <source>Dice entered by hand: there is nothing to commit to</source>
        <translation>Dobbelstene met die hand ingevoer: daar is niks om jou aan te verbind nie</translation>
    </message>
    <message>
        <source>Dice without a commitment</source>
        <translation>Dobbelstene sonder &apos;n verbintenis</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dobbelstene:</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Kontroleer</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieer</translation>
    </message>
    <message>
        <source>Commitment (SHA-256 of the seed):</source>
        <translation>Verbintenis (SHA-256 van die saad):</translation>
    </message>
    <message>
        <source>Rolls so far:</source>
        <translation>Gooie tot dusver:</translation>
    </message>
    <message>
        <source>The players&apos; parts:</source>
        <translation>Die spelers se dele:</translation>
    </message>
    <message>
        <source>No longer verifiable: {reason}. The match went on with ordinary dice, so its commitment no longer says anything about them.</source>
        <translation>Nie meer kontroleerbaar nie: {reason}. Die wedstryd het met gewone dobbelstene voortgegaan, so sy verbintenis sê niks meer oor hulle nie.</translation>
    </message>
    <message>
        <source>Lost: it could not be found after a restart.</source>
        <translation>Verlore: dit kon ná &apos;n herbegin nie gevind word nie.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Saad:</translation>
    </message>
    <message>
        <source>Seed (revealed):</source>
        <translation>Saad (onthul):</translation>
    </message>
    <message>
        <source>Copy the check for sha256sum</source>
        <translation>Kopieer die kontrole vir sha256sum</translation>
    </message>
    <message>
        <source>Copies the commands that repeat the check in a terminal, each with the hash it must print.</source>
        <translation>Kopieer die opdragte wat die kontrole in &apos;n terminaal herhaal, elk met die hash wat dit moet druk.</translation>
    </message>
    <message>
        <source>Not given yet: each player adds one before the first roll.</source>
        <translation>Nog nie gegee nie: elke speler voeg een by voor die eerste gooi.</translation>
    </message>
    <message>
        <source>{name}: “{text}”</source>
        <translation>{name}: “{text}”</translation>
    </message>
    <message>
        <source>{name}: none</source>
        <translation>{name}: geen</translation>
    </message>
    <message>
        <source>Shown here when the match is over.</source>
        <translation>Word hier gewys wanneer die wedstryd verby is.</translation>
    </message>
    <message>
        <source>Until then it is kept in {file}, a file only your user account can read: bgdesk, and anyone who can use this account while the match is played (an opponent at this login included), could open it and so know the dice. No computer player reads it.</source>
        <translation>Tot dan word dit bewaar in {file}, &apos;n lêer wat net jou gebruikersrekening kan lees: bgdesk, en enigiemand wat hierdie rekening kan gebruik terwyl die wedstryd gespeel word (&apos;n teenstander by dieselfde aanmelding ingesluit), kon dit oopmaak en so die dobbelstene ken. Geen rekenaarspeler lees dit nie.</translation>
    </message>
    <message>
        <source>Until then only bgdesk knows it; no computer player reads it.</source>
        <translation>Tot dan ken net bgdesk dit; geen rekenaarspeler lees dit nie.</translation>
    </message>
    <message>
        <source>The commands are on the clipboard: run them in a terminal and compare each hash with the one written after it.</source>
        <translation>Die opdragte is op die knipbord: voer hulle in &apos;n terminaal uit en vergelyk elke hash met die een wat daarna geskryf is.</translation>
    </message>
    <message>
        <source>Not verified: {reason}</source>
        <translation>Nie gekontroleer nie: {reason}</translation>
    </message>
    <message>
        <source>Fair dice help</source>
        <translation>Hulp oor regverdige dobbelstene</translation>
    </message>
    <message>
        <source>Verified: the seed matches the commitment and all {n} rolls follow from it.</source>
        <translation>Gekontroleer: die saad pas by die verbintenis en al {n} gooie volg daaruit.</translation>
    </message>
    <message>
        <source>Dice fairness</source>
        <translation>Regverdigheid van dobbelstene</translation>
    </message>
    <message>
        <source>Before the first roll of a match bgdesk fixes a secret seed and shows its SHA-256 hash (the commitment); then each player adds a part of their own, and every roll follows from the seed and both parts. After the match the seed is revealed: anyone can check that it gives the commitment and every roll. So bgdesk could not choose the dice after seeing the players&apos; parts, and no player alone could choose them. While the match is played the seed is a secret kept on this computer: bgdesk knows the dice in advance, and so could anyone who reads its file (see below).</source>
        <translation>Voor die eerste gooi van &apos;n wedstryd stel bgdesk &apos;n geheime saad vas en wys sy SHA-256-hash (die verbintenis); dan voeg elke speler &apos;n eie deel by, en elke gooi volg uit die saad en albei dele. Ná die wedstryd word die saad onthul: enigiemand kan kontroleer dat dit die verbintenis en elke gooi gee. So kon bgdesk nie die dobbelstene kies nadat dit die spelers se dele gesien het nie, en geen speler alleen kon hulle kies nie. Terwyl die wedstryd gespeel word, is die saad &apos;n geheim op hierdie rekenaar: bgdesk ken die dobbelstene vooraf, en so kan enigiemand wat sy lêer lees (sien hieronder).</translation>
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
        <translation>Nog geen gooie nie.</translation>
    </message>
    <message>
        <source>fair dice</source>
        <translation>regverdige dobbelstene</translation>
    </message>
    <message>
        <source>Dice statistics</source>
        <translation>Dobbelsteenstatistiek</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Gooi</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>verwag</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Dubbels</translation>
    </message>
    <message>
        <source>{name}: {turns} rolls, {doubles} doubles (fair dice: {exp}), {pips} pips; chance of rolls this uneven with fair dice: {p_rolls} (rolls), {p_faces} (faces)</source>
        <translation>{name}: {turns} gooie, {doubles} dubbels (regverdige dobbelstene: {exp}), {pips} oë; kans op gooie wat so ongelyk is met regverdige dobbelstene: {p_rolls} (gooie), {p_faces} (kante)</translation>
    </message>
    <message>
        <source>A chance below 1% would be unusual for fair dice; above that, nothing is amiss.</source>
        <translation>&apos;n Kans onder 1% sou ongewoon wees vir regverdige dobbelstene; daarbo is niks verkeerd nie.</translation>
    </message>
</context>
<context>
    <name>DrillsWindow</name>
    <message>
        <source>The 15 opening rolls</source>
        <translation>Die 15 openingsgooie</translation>
    </message>
    <message>
        <source>Replies to common openings</source>
        <translation>Antwoorde op gewone openings</translation>
    </message>
    <message>
        <source>Bearing off against contact</source>
        <translation>Afhaal teen kontak</translation>
    </message>
    <message>
        <source>The proper cube action</source>
        <translation>Die regte kubusaksie</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Aanvaar of weier</translation>
    </message>
    <message>
        <source>Drill board</source>
        <translation>Drilbord</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Drils</translation>
    </message>
    <message>
        <source>New set</source>
        <translation>Nuwe stel</translation>
    </message>
    <message>
        <source>Next position ▶</source>
        <translation>Volgende posisie ▶</translation>
    </message>
    <message>
        <source>Misses (select one to see it again):</source>
        <translation>Misse (kies een om dit weer te sien):</translation>
    </message>
    <message>
        <source>Misses</source>
        <translation>Misse</translation>
    </message>
    <message>
        <source>Drill set</source>
        <translation>Drilstel</translation>
    </message>
    <message>
        <source>Making the set</source>
        <translation>Die stel word gemaak</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posisie</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Jou antwoord</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Ekwiteit verloor</translation>
    </message>
    <message>
        <source>Choose a drill and press New set.</source>
        <translation>Kies &apos;n dril en druk Nuwe stel.</translation>
    </message>
    <message>
        <source>Making the set with bgsage…</source>
        <translation>Die stel word met bgsage gemaak…</translation>
    </message>
    <message>
        <source>no position found</source>
        <translation>geen posisie gevind nie</translation>
    </message>
    <message>
        <source>No drill could be made ({reason}).</source>
        <translation>Geen dril kon gemaak word nie ({reason}).</translation>
    </message>
    <message>
        <source>{kind}: {n} of {total} answered, {best} best, equity given up {loss}.</source>
        <translation>{kind}: {n} van {total} beantwoord, {best} beste, ekwiteit prysgegee {loss}.</translation>
    </message>
    <message>
        <source>Your play: {d1}-{d2}</source>
        <translation>Jou skuif: {d1}-{d2}</translation>
    </message>
    <message>
        <source>Position {n}: play {d1}-{d2}, then pick up the dice.</source>
        <translation>Posisie {n}: speel {d1}-{d2} en tel dan die dobbelstene op.</translation>
    </message>
    <message>
        <source>Double or roll?</source>
        <translation>Verdubbel of gooi?</translation>
    </message>
    <message>
        <source>Position {n}: you are on roll, the cube in the middle (money play). The proper cube action?</source>
        <translation>Posisie {n}: jy is aan die beurt om te gooi, die kubus in die middel (geldsessie). Wat is die regte kubusaksie?</translation>
    </message>
    <message>
        <source>Take or pass?</source>
        <translation>Aanvaar of weier?</translation>
    </message>
    <message>
        <source>Position {n}: your opponent doubles (money play). Take or pass?</source>
        <translation>Posisie {n}: jou teenstander verdubbel (geldsessie). Aanvaar of weier?</translation>
    </message>
    <message>
        <source>Your answer and the best one.</source>
        <translation>Jou antwoord en die beste een.</translation>
    </message>
    <message>
        <source>{answer}: the best answer.</source>
        <translation>{answer}: die beste antwoord.</translation>
    </message>
    <message>
        <source>{answer}: {words}, it gives up {loss}. Best: {best}.</source>
        <translation>{answer}: {words}, dit gee {loss} prys. Beste: {best}.</translation>
    </message>
    <message>
        <source>Set finished: {best} of {n} best, equity given up {loss}. Press New set for another.</source>
        <translation>Stel klaar: {best} van {n} beste, ekwiteit prysgegee {loss}. Druk Nuwe stel vir nog een.</translation>
    </message>
</context>
<context>
    <name>EndEveningDialog</name>
    <message>
        <source>End the evening</source>
        <translation>Beëindig die aand</translation>
    </message>
    <message>
        <source>End this chouette?</source>
        <translation>Beëindig hierdie chouette?</translation>
    </message>
    <message>
        <source>The chouette is kept in the archive with every game and the ledger; its summary can be copied or saved, and its games replayed (Game &gt; Past chouettes).</source>
        <translation>Die chouette word in die argief gehou met elke spel en die rekeninge; sy opsomming kan gekopieer of gestoor word, en sy spelle oorgespeel (Spel &gt; Vorige chouettes).</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Speel voort</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <source>Replay this game</source>
        <extracomment>Asks for the file to save to: (parent, caption, start name, filter) -&gt; (path, filter).</extracomment>
        <translation>Speel hierdie spel oor</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieer</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Stoor…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Maak toe</translation>
    </message>
    <message>
        <source>The summary is on the clipboard.</source>
        <translation>Die opsomming is op die knipbord.</translation>
    </message>
    <message>
        <source>Save the summary</source>
        <translation>Stoor die opsomming</translation>
    </message>
    <message>
        <source>chouette.txt</source>
        <translation>chouette.txt</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Teks (*.txt)</translation>
    </message>
    <message>
        <source>The summary could not be saved: {reason}.</source>
        <translation>Die opsomming kon nie gestoor word nie: {reason}.</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Gestoor in {path}.</translation>
    </message>
</context>
<context>
    <name>FairCheck</name>
    <message>
        <source>a tied opening roll</source>
        <translation>&apos;n gelykop openingsgooi</translation>
    </message>
    <message>
        <source>The dice do not follow from what was committed. The first roll that does not: game {game}, roll {k} of that game ({who}; roll {n} of the match). The record shows {shown}, but the seed and the players&apos; parts give {expected}.</source>
        <translation>Die dobbelstene volg nie uit wat belowe is nie. Die eerste gooi wat nie volg nie: spel {game}, gooi {k} van daardie spel ({who}; gooi {n} van die wedstryd). Die rekord wys {shown}, maar die saad en die spelers se dele gee {expected}.</translation>
    </message>
    <message>
        <source>These dice were not fair dice with a commitment, so there is nothing to check.</source>
        <translation>Hierdie dobbelstene was nie regverdige dobbelstene met &apos;n verbintenis nie, dus is daar niks om te kontroleer nie.</translation>
    </message>
    <message>
        <source>The fair dice of this match could not be restored after a restart, and it went on with ordinary dice, so it can no longer be verified.</source>
        <translation>Die regverdige dobbelstene van hierdie wedstryd kon ná &apos;n herbegin nie herstel word nie, en dit het met gewone dobbelstene voortgegaan, dus kan dit nie meer gekontroleer word nie.</translation>
    </message>
    <message>
        <source>The record carries no valid commitment (64 hex digits).</source>
        <translation>Die rekord bevat geen geldige verbintenis nie (64 heksadesimale syfers).</translation>
    </message>
    <message>
        <source>The record carries two different commitments.</source>
        <translation>Die rekord bevat twee verskillende verbintenisse.</translation>
    </message>
    <message>
        <source>The seed has not been revealed yet: it is shown when the match is over.</source>
        <translation>Die saad is nog nie onthul nie: dit word gewys wanneer die wedstryd verby is.</translation>
    </message>
    <message>
        <source>The revealed seed cannot be used.</source>
        <translation>Die onthulde saad kan nie gebruik word nie.</translation>
    </message>
    <message>
        <source>The seed does not give the commitment shown before the first roll: the seed or the commitment has been changed.</source>
        <translation>Die saad gee nie die verbintenis wat voor die eerste gooi gewys is nie: die saad of die verbintenis is verander.</translation>
    </message>
    <message>
        <source>The record does not start at the first roll of its seed, so its dice cannot be verified.</source>
        <translation>Die rekord begin nie by die eerste gooi van sy saad nie, dus kan sy dobbelstene nie gekontroleer word nie.</translation>
    </message>
    <message>
        <source>The players&apos; parts in the record cannot be used: they do not match their hashes.</source>
        <translation>Die spelers se dele in die rekord kan nie gebruik word nie: hulle pas nie by hul hashes nie.</translation>
    </message>
    <message>
        <source>The record holds more rolls than any match can.</source>
        <translation>Die rekord bevat meer gooie as wat enige wedstryd kan hê.</translation>
    </message>
    <message>
        <source>The dice could not be verified.</source>
        <translation>Die dobbelstene kon nie gekontroleer word nie.</translation>
    </message>
    <message>
        <source>The saved match was changed after bgdesk saved it: its roll counter says {saved}, but its record holds {n} rolls. That counter is not used: the next roll is roll {next} of the seed, as the record says, and the {n} rolls so far follow from the commitment and the players&apos; parts.</source>
        <translation>Die gestoorde wedstryd is verander nadat bgdesk dit gestoor het: sy gooiteller sê {saved}, maar sy rekord bevat {n} gooie. Daardie teller word nie gebruik nie: die volgende gooi is gooi {next} van die saad, soos die rekord sê, en die {n} gooie tot dusver volg uit die verbintenis en die spelers se dele.</translation>
    </message>
    <message>
        <source>Dice verified: the revealed seed gives the commitment, and all {n} rolls follow from it and the players&apos; parts.</source>
        <translation>Dobbelstene gekontroleer: die onthulde saad gee die verbintenis, en al {n} gooie volg daaruit en uit die spelers se dele.</translation>
    </message>
    <message>
        <source>Fair dice checked: the {n} rolls so far follow from the committed seed and the players&apos; parts.</source>
        <translation>Regverdige dobbelstene nagegaan: die {n} gooie tot dusver volg uit die beloofde saad en die spelers se dele.</translation>
    </message>
</context>
<context>
    <name>FairDiceHelp</name>
    <message>
        <source>Fair dice</source>
        <translation>Regverdige dobbelstene</translation>
    </message>
    <message>
        <source>&amp;Fair dice</source>
        <translation>Regverdige &amp;dobbelstene</translation>
    </message>
    <message>
        <source>What the fair dice promise, who is protected against whom, and how to check a match by hand</source>
        <translation>Wat die regverdige dobbelstene belowe, wie teen wie beskerm word, en hoe om &apos;n wedstryd met die hand te kontroleer</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>Best</source>
        <extracomment>GNU Backgammon&apos;s marks after a move in its game record: doubtful ?!, bad ?, very bad ??.</extracomment>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Goed</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Twyfelagtig</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Sleg</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Baie sleg</translation>
    </message>
    <message>
        <source>Your play {play}: the best.</source>
        <extracomment>A judgement is on the board: (the person&apos;s seat, &quot;play&quot; / &quot;double&quot; / &quot;take&quot;, class, loss).</extracomment>
        <translation>Jou skuif {play}: die beste.</translation>
    </message>
    <message>
        <source>Your play {play}: {words}, it gives up {loss}. Best: {best} (dashed).</source>
        <translation>Jou skuif {play}: {words}, dit gee {loss} prys. Beste: {best} (gestippel).</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdubbel</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Geen verdubbeling nie</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aanvaar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Weier</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>&apos;n enkele spel</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>&apos;n gammon</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>&apos;n backgammon</translation>
    </message>
    <message>
        <source>Resigning {what} was right: playing on is worth {value}.</source>
        <translation>Om {what} oor te gee was reg: verder speel is {value} werd.</translation>
    </message>
    <message>
        <source>Resign: right</source>
        <translation>Oorgee: reg</translation>
    </message>
    <message>
        <source>Resigning {what} gives up {loss} against playing on: you still win {win} of the time, save the gammon {saved} and lose a backgammon {bg}.</source>
        <translation>Om {what} oor te gee kos {loss} teenoor verder speel: jy wen nog {win} van die tyd, red die gammon {saved} en verloor &apos;n backgammon {bg}.</translation>
    </message>
    <message>
        <source>Resign: {loss}</source>
        <translation>Oorgee: {loss}</translation>
    </message>
    <message>
        <source>Your opponent should refuse it: playing on is worth more to them.</source>
        <translation>Jou opponent moet dit weier: verder speel is vir hulle meer werd.</translation>
    </message>
    <message>
        <source>{action}: right</source>
        <translation>{action}: reg</translation>
    </message>
    <message>
        <source>{action} was {words}: {loss}</source>
        <translation>{action}: {words}, {loss}</translation>
    </message>
    <message>
        <source>There is no move to show again.</source>
        <translation>Daar is geen skuif om weer te wys nie.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>a single game</source>
        <translation>&apos;n gewone spel</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>&apos;n gammon</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>&apos;n backgammon</translation>
    </message>
    <message>
        <source>single game</source>
        <translation>gewone spel</translation>
    </message>
    <message>
        <source>gammon</source>
        <translation>gammon</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>backgammon</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punte</numerusform>
        </translation>
    </message>
    <message>
        <source>New match to {n}: {a} against {b}. Roll for the opening.</source>
        <translation>Nuwe wedstryd tot {n}: {a} teen {b}. Gooi vir die opening.</translation>
    </message>
    <message>
        <source>New money session: {a} against {b}. Roll for the opening.</source>
        <translation>Nuwe geldsessie: {a} teen {b}. Gooi vir die opening.</translation>
    </message>
    <message>
        <source>Resumed: {score}.</source>
        <translation>Hervat: {score}.</translation>
    </message>
    <message>
        <source>{name} is a computer player: wait for its decision.</source>
        <translation>{name} is &apos;n rekenaarspeler: wag vir sy besluit.</translation>
    </message>
    <message>
        <source>This game is played without the doubling cube.</source>
        <translation>Hierdie spel word sonder die verdubbelingskubus gespeel.</translation>
    </message>
    <message>
        <source>Nobody may double before the opening roll.</source>
        <translation>Niemand mag voor die openingsgooi verdubbel nie.</translation>
    </message>
    <message>
        <source>{name} has rolled: a double is offered only before rolling.</source>
        <translation>{name} het reeds gegooi: &apos;n verdubbeling word net voor die gooi aangebied.</translation>
    </message>
    <message>
        <source>{owner} owns the cube: only {owner} may double it.</source>
        <translation>{owner} besit die kubus: net {owner} mag dit verdubbel.</translation>
    </message>
    <message>
        <source>The cube is at {v}, its highest: no more doubling.</source>
        <translation>Die kubus staan op {v}, sy hoogste: geen verdere verdubbeling nie.</translation>
    </message>
    <message>
        <source>Doubling is not possible now.</source>
        <translation>Verdubbeling is nou nie moontlik nie.</translation>
    </message>
    <message>
        <source>{name} doubles to {v}. {other}: take or pass?</source>
        <translation>{name} verdubbel na {v}. {other}: aanvaar of weier?</translation>
    </message>
    <message>
        <source>{name} takes; the cube is at {v}. {next} to roll.</source>
        <translation>{name} aanvaar; die kubus staan op {v}. {next} moet gooi.</translation>
    </message>
    <message>
        <source>{name} beavers; the cube is at {v}.</source>
        <translation>{name} speel &apos;n bewer; die kubus staan op {v}.</translation>
    </message>
    <message>
        <source>Resigning is not possible now.</source>
        <translation>Oorgee is nou nie moontlik nie.</translation>
    </message>
    <message>
        <source>{name} offers to resign {what} ({points}). {other}: accept or decline?</source>
        <translation>{name} bied aan om {what} oor te gee ({points}). {other}: aanvaar of wys af?</translation>
    </message>
    <message>
        <source>Resignation declined: play goes on.</source>
        <translation>Oorgawe afgewys: die spel gaan voort.</translation>
    </message>
    <message>
        <source>Take-backs are for practice against a computer player.</source>
        <translation>Terugneem is vir oefening teen &apos;n rekenaarspeler.</translation>
    </message>
    <message>
        <source>The match is over and stays so: nothing can be taken back. To play on from a moment of it, use Play from here in its replay: that starts a new match with new dice.</source>
        <translation>Die wedstryd is verby en bly so: niks kan teruggeneem word nie. Om van &apos;n oomblik daarvan af voort te speel, gebruik Speel van hier af in sy herspeling: dit begin &apos;n nuwe wedstryd met nuwe dobbelstene.</translation>
    </message>
    <message>
        <source>The dice seed of this match is revealed, so every roll to come is known: nothing can be taken back.</source>
        <translation>Die dobbelsteensaad van hierdie wedstryd is onthul, dus is elke gooi wat kom bekend: niks kan teruggeneem word nie.</translation>
    </message>
    <message>
        <source>There is no play of yours to take back in this game.</source>
        <translation>Daar is geen skuif van jou om in hierdie spel terug te neem nie.</translation>
    </message>
    <message>
        <source>{name} takes back {play}: play {d1}-{d2} again.</source>
        <translation>{name} neem {play} terug: speel {d1}-{d2} weer.</translation>
    </message>
    <message>
        <source>The current game is not over yet.</source>
        <translation>Die huidige spel is nog nie verby nie.</translation>
    </message>
    <message>
        <source>The match is over. Start a new match.</source>
        <translation>Die wedstryd is verby. Begin &apos;n nuwe wedstryd.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>Geen verdubbeling in die Crawford-spel nie.</translation>
    </message>
    <message>
        <source>Game {n} is the Crawford game: no doubling. Roll for the opening.</source>
        <translation>Spel {n} is die Crawford-spel: geen verdubbeling nie. Gooi vir die opening.</translation>
    </message>
    <message>
        <source>Game {n}. Roll for the opening.</source>
        <translation>Spel {n}. Gooi vir die opening.</translation>
    </message>
    <message>
        <source>{loser} passes: {winner} wins {points}.</source>
        <translation>{loser} weier: {winner} wen {points}.</translation>
    </message>
    <message>
        <source>{loser} resigns {what}: {winner} wins {points}.</source>
        <translation>{loser} gee {what} oor: {winner} wen {points}.</translation>
    </message>
    <message>
        <source>{winner} wins {what}: {points}.</source>
        <translation>{winner} wen {what}: {points}.</translation>
    </message>
    <message>
        <source>{a} {sa}, {b} {sb} (match to {n})</source>
        <translation>{a} {sa}, {b} {sb} (wedstryd tot {n})</translation>
    </message>
    <message>
        <source>{result} Score: {score}.</source>
        <translation>{result} Telling: {score}.</translation>
    </message>
    <message>
        <source>{name} wins the match {s}-{t}!</source>
        <translation>{name} wen die wedstryd {s}-{t}!</translation>
    </message>
    <message>
        <source>Next game is the Crawford game.</source>
        <translation>Die volgende spel is die Crawford-spel.</translation>
    </message>
    <message>
        <source>Click here or press Roll for the next game.</source>
        <translation>Klik hier of druk Gooi vir die volgende spel.</translation>
    </message>
    <message>
        <source>Start a new match (Game &gt; New match).</source>
        <translation>Begin &apos;n nuwe wedstryd (Spel &gt; Nuwe wedstryd).</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (rekenaar) dink…</translation>
    </message>
    <message>
        <source>Opening roll: click the dice area or press Roll</source>
        <translation>Openingsgooi: klik op die dobbelsteenarea of druk Gooi</translation>
    </message>
    <message>
        <source>{name}: roll or double</source>
        <translation>{name}: gooi of verdubbel</translation>
    </message>
    <message>
        <source>{name}: roll</source>
        <translation>{name}: gooi</translation>
    </message>
    <message>
        <source>{name}: pick up the dice</source>
        <translation>{name}: tel die dobbelstene op</translation>
    </message>
    <message>
        <source>{name} to play {dice}</source>
        <translation>{name} moet {dice} speel</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: aanvaar of weier?</translation>
    </message>
    <message>
        <source>{name}: accept or decline?</source>
        <translation>{name}: aanvaar of wys af?</translation>
    </message>
    <message>
        <source>Start a new match first.</source>
        <translation>Begin eers &apos;n nuwe wedstryd.</translation>
    </message>
    <message>
        <source>{name} must play the roll first.</source>
        <translation>{name} moet eers die gooi speel.</translation>
    </message>
    <message>
        <source>{name} must take or pass first.</source>
        <translation>{name} moet eers aanvaar of weier.</translation>
    </message>
    <message>
        <source>{name} must answer the resignation first.</source>
        <translation>{name} moet eers op die oorgawe antwoord.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die spel is verby.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Gooi eers die dobbelstene.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Nie nou nie.</translation>
    </message>
    <message>
        <source>Game {n}: {a} {sa}, {b} {sb}</source>
        <translation>Spel {n}: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source> (Crawford)</source>
        <translation> (Crawford)</translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}</source>
        <translation>Openingsgooi: {a} {da}, {b} {db}</translation>
    </message>
    <message>
        <source> (tie)</source>
        <translation> (gelykop)</translation>
    </message>
    <message>
        <source>Automatic double: cube {v}</source>
        <translation>Outomatiese verdubbeling: kubus {v}</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>kan nie skuif nie</translation>
    </message>
    <message>
        <source>{who} doubles to {v}</source>
        <translation>{who} verdubbel na {v}</translation>
    </message>
    <message>
        <source>{who} takes</source>
        <translation>{who} aanvaar</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} weier</translation>
    </message>
    <message>
        <source>{who} beavers to {v}</source>
        <translation>{who} speel &apos;n bewer na {v}</translation>
    </message>
    <message>
        <source>{who} offers to resign {what}</source>
        <translation>{who} bied aan om {what} oor te gee</translation>
    </message>
    <message>
        <source>{who} accepts</source>
        <translation>{who} aanvaar</translation>
    </message>
    <message>
        <source>{who} declines</source>
        <translation>{who} wys af</translation>
    </message>
    <message>
        <source>double passed</source>
        <translation>verdubbeling geweier</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>oorgawe</translation>
    </message>
    <message>
        <source>{name} wins {points} ({how})</source>
        <translation>{name} wen {points} ({how})</translation>
    </message>
    <message>
        <source>{name} wins the match {s}-{t}</source>
        <translation>{name} wen die wedstryd {s}-{t}</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Speler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Speler 2</translation>
    </message>
</context>
<context>
    <name>HintWindow</name>
    <message>
        <source>Hint</source>
        <translation>Wenk</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Skuif</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Ekwiteit</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlies</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Wen</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Wen gammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Verloor gammon</translation>
    </message>
    <message>
        <source>Backgammons (win / lose)</source>
        <translation>Backgammons (wen / verloor)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aksie</translation>
    </message>
    <message>
        <source>Plays, best first</source>
        <translation>Skuiwe, die beste eerste</translation>
    </message>
    <message>
        <source>Cube actions, best first</source>
        <translation>Kubusbesluite, die beste eerste</translation>
    </message>
    <message>
        <source>{name} to play {d1}-{d2}</source>
        <translation>{name} moet {d1}-{d2} speel</translation>
    </message>
    <message>
        <source>(no move)</source>
        <extracomment>What the hint is about, for a rollout: (&quot;checker&quot;, position, dice, state, played board or None) or (&quot;cube&quot;, state of the player on roll); None: nothing to roll out.</extracomment>
        <translation>(geen skuif nie)</translation>
    </message>
    <message>
        <source>No legal move: the roll cannot be played.</source>
        <translation>Geen wettige skuif nie: die gooi kan nie gespeel word nie.</translation>
    </message>
    <message>
        <source>Forced: there is only one legal play.</source>
        <translation>Gedwonge: daar is net een wettige skuif.</translation>
    </message>
    <message numerus="yes">
        <source>Equities are per point at stake, after the play, for the player to move; %n play(s) in all.</source>
        <translation>
            <numerusform>Ekwiteite is per punt op die spel, ná die skuif, vir die speler aan die beurt; %n skuif altesaam.</numerusform>
            <numerusform>Ekwiteite is per punt op die spel, ná die skuif, vir die speler aan die beurt; %n skuiwe altesaam.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played {play}: the best play.</source>
        <translation>Jy het {play} gespeel: die beste skuif.</translation>
    </message>
    <message>
        <source>You played {play}: {loss} worse than {best}.</source>
        <translation>Jy het {play} gespeel: {loss} swakker as {best}.</translation>
    </message>
    <message>
        <source>Chances before the roll: win {w} (gammon {wg}, backgammon {wbg}), lose {l} (gammon {lg}, backgammon {lbg}).</source>
        <translation>Kanse voor die gooi: wen {w} (gammon {wg}, backgammon {wbg}), verloor {l} (gammon {lg}, backgammon {lbg}).</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: verdubbel of gooi?</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Geen verdubbeling nie</translation>
    </message>
    <message>
        <source>rollout {n}</source>
        <translation>uitspeel {n}</translation>
    </message>
    <message>
        <source>rollout</source>
        <translation>uitspeel</translation>
    </message>
    <message>
        <source>{n}-ply</source>
        <translation>{n} lae</translation>
    </message>
    <message>
        <source>Figures at 3-ply, about GNU Backgammon&apos;s 2-ply.</source>
        <translation>Syfers met 3 lae, omtrent GNU Backgammon se 2 lae.</translation>
    </message>
    <message>
        <source>Quick figures (2-ply); the 3-ply ones follow…</source>
        <translation>Vinnige syfers (2 lae); dié met 3 lae volg…</translation>
    </message>
    <message>
        <source>Figures from a rollout.</source>
        <translation>Syfers uit &apos;n uitspeel.</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Verdubbel, aanvaar</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Verdubbel, weier</translation>
    </message>
    <message>
        <source>Too good to double: play on</source>
        <translation>Te goed om te verdubbel: speel voort</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Diepte</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.</source>
        <translation>Regte kubusaksie: {action}.</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: aanvaar of weier?</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aanvaar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Weier</translation>
    </message>
    <message>
        <source>Proper answer to {name}&apos;s double: {answer}.</source>
        <translation>Regte antwoord op {name} se verdubbeling: {answer}.</translation>
    </message>
    <message>
        <source>A close decision at 3-ply: settling it by a rollout…</source>
        <translation>&apos;n Nabye besluit met 3 lae: &apos;n uitspeel beslis dit…</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>bgdesk could not lock its home folder ({reason}), so it cannot tell whether another bgdesk uses it too.</source>
        <extracomment>How long a thread may keep Python&apos;s interpreter lock while the GUI thread waits for it (seconds). Python&apos;s default, 5 ms, lets a computer player&apos;s thread (or the session writer&apos;s) hold the event loop up for several intervals in a row: a timer due every 2 ms ran up to 86 ms late while a bot thought, 21 ms with 1 ms (tests/benchmarks/bench_autosave.py&apos;s figures). when bgsage&apos;s first helper process is started, after the board&apos;s first paint</extracomment>
        <translation>bgdesk kon nie sy tuisvouer sluit nie ({reason}), dus kan dit nie weet of &apos;n ander bgdesk dit ook gebruik nie.</translation>
    </message>
    <message>
        <source>bgdesk was started again: this is its window.</source>
        <extracomment>Exit status of a second start that could not hand its work to the running bgdesk.</extracomment>
        <translation>bgdesk is weer begin: dit is sy venster.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}): {name} is handed to it, to open in its window.</source>
        <translation>bgdesk loop reeds met hierdie tuisvouer (proses {pid}): {name} is aan hom oorhandig, om in sy venster oop te maak.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}): its window is brought forward.</source>
        <translation>bgdesk loop reeds met hierdie tuisvouer (proses {pid}): sy venster word na vore gebring.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}) and does not answer. This start changes nothing and ends; use the window that is open, or end that process and start bgdesk again.</source>
        <translation>bgdesk loop reeds met hierdie tuisvouer (proses {pid}) en antwoord nie. Hierdie begin verander niks en eindig; gebruik die venster wat oop is, of beëindig daardie proses en begin bgdesk weer.</translation>
    </message>
    <message>
        <source>{name} was not opened.</source>
        <translation>{name} is nie oopgemaak nie.</translation>
    </message>
</context>
<context>
    <name>Interop</name>
    <message>
        <source>it could not be read ({kind})</source>
        <translation>dit kon nie gelees word nie ({kind})</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Lêer</translation>
    </message>
    <message>
        <source>&amp;Export match (.mat)…</source>
        <translation>&amp;Voer wedstryd uit (.mat)…</translation>
    </message>
    <message>
        <source>Save this match or money session as a .mat file (GNU Backgammon, eXtreme Gammon)</source>
        <translation>Stoor hierdie wedstryd of geldsessie as &apos;n .mat-lêer (GNU Backgammon, eXtreme Gammon)</translation>
    </message>
    <message>
        <source>&amp;Replay this match</source>
        <translation>Speel hierdie wedstryd &amp;oor</translation>
    </message>
    <message>
        <source>Step through every move of the match being played</source>
        <translation>Stap deur elke skuif van die wedstryd wat gespeel word</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Wysig</translation>
    </message>
    <message>
        <source>&amp;Copy position (XGID and GNUbg ID)</source>
        <translation>&amp;Kopieer posisie (XGID en GNUbg ID)</translation>
    </message>
    <message>
        <source>Copy the position and match state for GNU Backgammon or eXtreme Gammon</source>
        <translation>Kopieer die posisie en wedstrydstand vir GNU Backgammon of eXtreme Gammon</translation>
    </message>
    <message>
        <source>Copy &amp;XGID</source>
        <translation>Kopieer &amp;XGID</translation>
    </message>
    <message>
        <source>Copy the XGID of the position</source>
        <translation>Kopieer die XGID van die posisie</translation>
    </message>
    <message>
        <source>Copy &amp;GNUbg ID</source>
        <translation>Kopieer &amp;GNUbg ID</translation>
    </message>
    <message>
        <source>Copy the Position ID and Match ID</source>
        <translation>Kopieer die Position ID en Match ID</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Plak posisie</translation>
    </message>
    <message>
        <source>Set up the position from an XGID, GNUbg ID or Position ID and play on</source>
        <translation>Stel die posisie op vanaf &apos;n XGID, GNUbg ID of Position ID en speel voort</translation>
    </message>
    <message>
        <source>&amp;Edit position…</source>
        <translation>Wysig &amp;posisie…</translation>
    </message>
    <message>
        <source>Set up any position, cube, score and dice</source>
        <translation>Stel enige posisie, kubus, telling en dobbelstene op</translation>
    </message>
    <message>
        <source>Dice &amp;fairness…</source>
        <translation>&amp;Regverdigheid van dobbelstene…</translation>
    </message>
    <message>
        <source>The commitment to this match&apos;s dice, the seed after the match, and a check of every roll</source>
        <translation>Die verbintenis tot hierdie wedstryd se dobbelstene, die saad ná die wedstryd, en &apos;n kontrole van elke gooi</translation>
    </message>
    <message>
        <source>&amp;Dice statistics…</source>
        <translation>&amp;Dobbelsteenstatistiek…</translation>
    </message>
    <message>
        <source>Each player&apos;s rolls against fair dice</source>
        <translation>Elke speler se gooie vergeleke met regverdige dobbelstene</translation>
    </message>
    <message>
        <source>&amp;Archive…</source>
        <translation>&amp;Argief…</translation>
    </message>
    <message>
        <source>Every finished or abandoned match: open, export or delete it</source>
        <translation>Elke voltooide of laat vaarde wedstryd: maak oop, voer uit of skrap</translation>
    </message>
    <message>
        <source>Copy the commitment</source>
        <translation>Kopieer die verbintenis</translation>
    </message>
    <message>
        <source>Copy &amp;move list</source>
        <translation>Kopieer &amp;skuiflys</translation>
    </message>
    <message>
        <source>Copy every game&apos;s moves as text</source>
        <translation>Kopieer elke spel se skuiwe as teks</translation>
    </message>
    <message>
        <source>Copy moves</source>
        <translation>Kopieer skuiwe</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Oorspeel</translation>
    </message>
    <message>
        <source>Step through every move of this match</source>
        <translation>Stap deur elke skuif van hierdie wedstryd</translation>
    </message>
    <message>
        <source>Fair dice</source>
        <translation>Regverdige dobbelstene</translation>
    </message>
    <message>
        <source>Fair dice lost: not verifiable</source>
        <translation>Regverdige dobbelstene verlore: nie kontroleerbaar nie</translation>
    </message>
    <message>
        <source>The fair dice of this match could not be restored after a restart ({reason}); it goes on with ordinary dice and can no longer be verified. Click for details.</source>
        <translation>Hierdie wedstryd se regverdige dobbelstene kon ná &apos;n herbegin nie herstel word nie ({reason}); dit gaan voort met gewone dobbelstene en kan nie meer gekontroleer word nie. Klik vir besonderhede.</translation>
    </message>
    <message>
        <source>Fair dice: the check failed</source>
        <translation>Regverdige dobbelstene: die kontrole het misluk</translation>
    </message>
    <message>
        <source>Dice verified: all {n} rolls</source>
        <translation>Dobbelstene gekontroleer: al {n} gooie</translation>
    </message>
    <message>
        <source>Click to see the seed and check again.</source>
        <translation>Klik om die saad te sien en weer te kontroleer.</translation>
    </message>
    <message>
        <source>Dice seed revealed: verify</source>
        <translation>Dobbelsteensaad onthul: kontroleer</translation>
    </message>
    <message>
        <source>The match is over and its dice seed is revealed. Click to check every roll against the commitment.</source>
        <translation>Die wedstryd is verby en sy dobbelsteensaad is onthul. Klik om elke gooi teen die verbintenis te kontroleer.</translation>
    </message>
    <message>
        <source>Fair dice: every roll of this match follows from a secret seed whose SHA-256 hash is {hash}, and from the players&apos; parts. The seed is revealed when the match is over. Click for details.</source>
        <translation>Regverdige dobbelstene: elke gooi van hierdie wedstryd volg uit &apos;n geheime saad waarvan die SHA-256-hash {hash} is, en uit die spelers se dele. Die saad word onthul wanneer die wedstryd verby is. Klik vir besonderhede.</translation>
    </message>
    <message>
        <source>Dice entered by hand</source>
        <translation>Dobbelstene met die hand ingevoer</translation>
    </message>
    <message>
        <source>You enter every roll (Settings &gt; Play &gt; Dice).</source>
        <translation>Jy voer elke gooi in (Instellings &gt; Spel &gt; Dobbelstene).</translation>
    </message>
    <message>
        <source>Seeded dice</source>
        <translation>Dobbelstene uit &apos;n saad</translation>
    </message>
    <message>
        <source>Pseudo-random dice from a seed, without a commitment.</source>
        <translation>Pseudo-lukrake dobbelstene uit &apos;n saad, sonder &apos;n verbintenis.</translation>
    </message>
    <message>
        <source>there is no game to copy</source>
        <translation>daar is geen spel om te kopieer nie</translation>
    </message>
    <message>
        <source>Copying a position is for matches; leave the chouette first.</source>
        <translation>Om &apos;n posisie te kopieer is vir wedstryde; verlaat eers die chouette.</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Kopieer posisie</translation>
    </message>
    <message>
        <source>Nothing was copied. {reason}</source>
        <translation>Niks is gekopieer nie. {reason}</translation>
    </message>
    <message>
        <source>Copied {text}</source>
        <translation>{text} gekopieer</translation>
    </message>
    <message>
        <source>Pasting a position is for matches; leave the chouette first.</source>
        <translation>Om &apos;n posisie te plak is vir wedstryde; verlaat eers die chouette.</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Plak posisie</translation>
    </message>
    <message>
        <source>The clipboard holds no text: copy an XGID or a GNUbg ID first. Nothing was changed.</source>
        <translation>Die knipbord bevat geen teks nie: kopieer eers &apos;n XGID of &apos;n GNUbg ID. Niks is verander nie.</translation>
    </message>
    <message>
        <source>Pasted positions</source>
        <translation>Geplakte posisies</translation>
    </message>
    <message numerus="yes">
        <source>%n positions pasted. Step through them with Page Up and Page Down; Play from here plays on from one.</source>
        <translation>
            <numerusform>%n posisie geplak. Stap daardeur met Page Up en Page Down; “Speel van hier af” speel van een af voort.</numerusform>
            <numerusform>%n posisies geplak. Stap daardeur met Page Up en Page Down; “Speel van hier af” speel van een af voort.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pasted text</source>
        <translation>Die geplakte teks</translation>
    </message>
    <message>
        <source>{reason} Nothing was changed.</source>
        <translation>{reason} Niks is verander nie.</translation>
    </message>
    <message>
        <source>Position set up from the pasted text: {where}. Play on from here.</source>
        <translation>Posisie opgestel vanaf die geplakte teks: {where}. Speel van hier af voort.</translation>
    </message>
    <message>
        <source>match to {n}, {a} {sa}, {b} {sb}</source>
        <translation>wedstryd tot {n}, {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>money play</source>
        <translation>spel om geld</translation>
    </message>
    <message>
        <source>{name} on roll</source>
        <translation>{name} aan die beurt</translation>
    </message>
    <message>
        <source>The match goes on; nothing was changed.</source>
        <translation>Die wedstryd gaan voort; niks is verander nie.</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Stel posisie op</translation>
    </message>
    <message>
        <source>This cannot be played. {reason} Nothing was changed.</source>
        <translation>Dit kan nie gespeel word nie. {reason} Niks is verander nie.</translation>
    </message>
    <message>
        <source>The position editor is for matches; leave the chouette first.</source>
        <translation>Die posisieredigeerder is vir wedstryde; verlaat eers die chouette.</translation>
    </message>
    <message>
        <source>Position set up: {where}. Play on from here.</source>
        <translation>Posisie opgestel: {where}. Speel van hier af voort.</translation>
    </message>
    <message>
        <source>The move list is on the clipboard.</source>
        <translation>Die skuiflys is op die knipbord.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Voer uit</translation>
    </message>
    <message>
        <source>Open match or positions</source>
        <translation>Maak wedstryd of posisies oop</translation>
    </message>
    <message>
        <source>Matches and positions (*.mat *.txt *.sgf *.xg *.xgp);;All files (*)</source>
        <translation>Wedstryde en posisies (*.mat *.txt *.sgf *.xg *.xgp);;Alle lêers (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were dropped; the first {max} are opened.</source>
        <extracomment>At most this many files dropped at once are opened.</extracomment>
        <translation>
            <numerusform>%n lêer is gelos; die eerste {max} word oopgemaak.</numerusform>
            <numerusform>%n lêers is gelos; die eerste {max} word oopgemaak.</numerusform>
        </translation>
    </message>
    <message>
        <source>No files opened yet</source>
        <translation>Nog geen lêers oopgemaak nie</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Maak die lys skoon</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Maak onlangse oop</translation>
    </message>
    <message>
        <source>{path} is not opened: {reason}. It is taken off the list.</source>
        <translation>{path} word nie oopgemaak nie: {reason}. Dit is van die lys afgehaal.</translation>
    </message>
    <message>
        <source>{path} is no longer there; it is taken off the list.</source>
        <translation>{path} is nie meer daar nie; dit word van die lys afgehaal.</translation>
    </message>
    <message>
        <source>The list of recent files is empty.</source>
        <translation>Die lys van onlangse lêers is leeg.</translation>
    </message>
    <message>
        <source>Positions: {name}</source>
        <translation>Posisies: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n position(s) read. Step through them with Page Up and Page Down; Play from here plays on from one.</source>
        <translation>
            <numerusform>{name}: %n posisie gelees. Stap daardeur met Page Up en Page Down; “Speel van hier af” speel van een af voort.</numerusform>
            <numerusform>{name}: %n posisies gelees. Stap daardeur met Page Up en Page Down; “Speel van hier af” speel van een af voort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis from the file: {title}</source>
        <translation>Ontleding uit die lêer: {title}</translation>
    </message>
    <message>
        <source>{program} ({level}): no double {nd}, double/take {dt}, double/pass {dp}.</source>
        <translation>{program} ({level}): geen verdubbeling nie {nd}, verdubbel/aanvaar {dt}, verdubbel/weier {dp}.</translation>
    </message>
    <message>
        <source>{program} ({level}):</source>
        <translation>{program} ({level}):</translation>
    </message>
    <message>
        <source>Playing on from a position is for matches; leave the chouette first.</source>
        <translation>Om van &apos;n posisie af voort te speel is vir wedstryde; verlaat eers die chouette.</translation>
    </message>
    <message>
        <source>This match cannot be written as a .mat file. {reason}</source>
        <translation>Hierdie wedstryd kan nie as &apos;n .mat-lêer geskryf word nie. {reason}</translation>
    </message>
    <message>
        <source>Export match</source>
        <translation>Voer wedstryd uit</translation>
    </message>
    <message>
        <source>Match files (*.mat);;All files (*)</source>
        <translation>Wedstrydlêers (*.mat);;Alle lêers (*)</translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}.</source>
        <translation>{path} kon nie geskryf word nie: {reason}.</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Uitgevoer na {path}.</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lees {name}…</translation>
    </message>
    <message>
        <source>{name} could not be imported. {reason} Nothing was changed.</source>
        <translation>{name} kon nie ingevoer word nie. {reason} Niks is verander nie.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Voer in</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file: bgdesk opens only ordinary files, so it was not opened</source>
        <extracomment>Hex digits of the dice commitment the status bar keeps when the whole one would crowd out the game&apos;s message (a narrow window); the whole hash is in its tooltip and the fairness window, and a right click copies it. The whole commitment is on the status bar while its button takes at most this share of the window&apos;s width.</extracomment>
        <translation>dit is &apos;n benoemde pyp (FIFO), nie &apos;n lêer nie: bgdesk maak net gewone lêers oop, dus is dit nie oopgemaak nie</translation>
    </message>
    <message>
        <source>it is a device, not a file: bgdesk opens only ordinary files, so it was not opened</source>
        <translation>dit is &apos;n toestel, nie &apos;n lêer nie: bgdesk maak net gewone lêers oop, dus is dit nie oopgemaak nie</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>dit is &apos;n vouer, nie &apos;n lêer nie</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>daar is nie so &apos;n lêer nie</translation>
    </message>
    <message>
        <source>it is not an ordinary file, so it was not opened</source>
        <translation>dit is nie &apos;n gewone lêer nie, dus is dit nie oopgemaak nie</translation>
    </message>
    <message>
        <source>This match cannot be written as an .sgf file. {reason}</source>
        <translation>Hierdie wedstryd kan nie as &apos;n .sgf-lêer geskryf word nie. {reason}</translation>
    </message>
    <message>
        <source>GNU Backgammon files (*.sgf);;All files (*)</source>
        <translation>GNU Backgammon-lêers (*.sgf);;Alle lêers (*)</translation>
    </message>
    <message>
        <source>Export match for &amp;GNU Backgammon (.sgf)…</source>
        <translation>Voer wedstryd uit vir &amp;GNU Backgammon (.sgf)…</translation>
    </message>
    <message>
        <source>Save this match or money session as GNU Backgammon&apos;s own file</source>
        <translation>Stoor hierdie wedstryd of geldsessie as GNU Backgammon se eie lêer</translation>
    </message>
    <message>
        <source>&amp;Open match or positions…</source>
        <translation>&amp;Maak wedstryd of posisies oop…</translation>
    </message>
    <message>
        <source>Read a match (.mat, .sgf, .xg) or positions (.xgp, position texts) and step through them</source>
        <translation>Lees &apos;n wedstryd (.mat, .sgf, .xg) of posisies (.xgp, posisietekste) en stap daardeur</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Maak &amp;onlangse oop</translation>
    </message>
    <message>
        <source>Dice commitment {hash}</source>
        <translation>Dobbelsteenverbintenis {hash}</translation>
    </message>
    <message>
        <source>the file is {size:.1f} MB, and at most {limit} MB are read</source>
        <translation>die lêer is {size:.1f} MB, en hoogstens {limit} MB word gelees</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselleer</translation>
    </message>
    <message>
        <source>Reading {name} was stopped. Nothing was changed.</source>
        <translation>Die lees van {name} is gestaak. Niks is verander nie.</translation>
    </message>
    <message>
        <source>Replay: {name}</source>
        <translation>Oorspeel: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) read, with remarks about the file.</source>
        <translation>
            <numerusform>{name}: %n spel gelees, met opmerkings oor die lêer.</numerusform>
            <numerusform>{name}: %n spelle gelees, met opmerkings oor die lêer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) read. Step through them with the arrow keys.</source>
        <translation>
            <numerusform>{name}: %n spel gelees. Stap daardeur met die pyltjiesleutels.</numerusform>
            <numerusform>{name}: %n spelle gelees. Stap daardeur met die pyltjiesleutels.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} was read. Some of it was not as expected:</source>
        <translation>{name} is gelees. Party daarvan was nie soos verwag nie:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… en nog %n.</numerusform>
            <numerusform>… en nog %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Speel van hier af</translation>
    </message>
    <message>
        <source>This moment cannot be played on. {reason}</source>
        <translation>Daar kan nie van hierdie oomblik af voortgespeel word nie. {reason}</translation>
    </message>
    <message>
        <source>Playing on from the replay: {where}.</source>
        <translation>Speel voort van die oorspeel af: {where}.</translation>
    </message>
    <message>
        <source>Replay: this match</source>
        <translation>Oorspeel: hierdie wedstryd</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Hierdie wedstryd</translation>
    </message>
    <message>
        <source>The previous match</source>
        <translation>Die vorige wedstryd</translation>
    </message>
    <message>
        <source>Write the commitment down (or copy it) now; after the match, check that the revealed seed gives it.</source>
        <translation>Skryf die verbintenis nou neer (of kopieer dit); kontroleer ná die wedstryd dat die onthulde saad dit gee.</translation>
    </message>
    <message>
        <source>A money session has no end of its own: its seed is revealed when a new match or session replaces it.</source>
        <translation>&apos;n Geldsessie het nie &apos;n eie einde nie: sy saad word onthul wanneer &apos;n nuwe wedstryd of sessie dit vervang.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>A player joins</source>
        <translation>&apos;n Speler sluit aan</translation>
    </message>
    <message>
        <source>The newcomer takes the last place in the line, or the place the group agrees on.</source>
        <translation>Die nuweling neem die laaste plek in die ry, of die plek waaroor die groep ooreenkom.</translation>
    </message>
    <message>
        <source>A game is being played: they play from the next one.</source>
        <translation>&apos;n Spel word gespeel: hy speel van die volgende een af.</translation>
    </message>
    <message>
        <source>Last in the line</source>
        <translation>Laaste in die ry</translation>
    </message>
    <message>
        <source>Captain (first in the line)</source>
        <translation>Kaptein (eerste in die ry)</translation>
    </message>
    <message>
        <source>Before {name}</source>
        <translation>Voor {name}</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Played by:</source>
        <translation>Gespeel deur:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Plek:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Sluit aan</translation>
    </message>
    <message>
        <source>A chouette is for at most eight players: someone has to leave first.</source>
        <translation>&apos;n Chouette is vir hoogstens agt spelers: iemand moet eers vertrek.</translation>
    </message>
    <message>
        <source>Give the newcomer a name.</source>
        <translation>Gee die nuweling &apos;n naam.</translation>
    </message>
    <message>
        <source>The newcomer&apos;s name has {length} characters; a name has at most {most}: shorten it.</source>
        <translation>Die nuweling se naam het {length} karakters; &apos;n naam het hoogstens {most}: maak dit korter.</translation>
    </message>
    <message>
        <source>{name} is already playing: give the newcomer another name.</source>
        <translation>{name} speel reeds: gee die nuweling &apos;n ander naam.</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right, Up / Down</source>
        <translation>Links / Regs, Op / Af</translation>
    </message>
    <message>
        <source>Move the cursor over the checkers that may move; with a checker picked up, choose among its destinations</source>
        <translation>Skuif die wyser oor die stukke wat kan skuif; met &apos;n stuk opgetel, kies tussen sy bestemmings</translation>
    </message>
    <message>
        <source>1 … 24, B</source>
        <translation>1 … 24, B</translation>
    </message>
    <message>
        <source>Pick up the checker on that point (B: on the bar)</source>
        <translation>Tel die stuk op daardie punt op (B: op die balk)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>1 … 6 (a checker picked up)</source>
        <translation>1 … 6 (&apos;n stuk opgetel)</translation>
    </message>
    <message>
        <source>Play that die with the checker picked up</source>
        <translation>Speel daardie dobbelsteen met die opgetelde stuk</translation>
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
        <translation>Neem die laaste stap terug</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Gooi die dobbelstene</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Go to the next control (with Shift, the previous one)</source>
        <translation>Gaan na die volgende kontrole (met Shift, na die vorige een)</translation>
    </message>
    <message>
        <source>T, P, B (double offered)</source>
        <translation>T, P, B (verdubbeling aangebied)</translation>
    </message>
    <message>
        <source>Take, pass or beaver</source>
        <translation>Aanvaar, weier of bewer</translation>
    </message>
    <message>
        <source>A, R (team double proposed)</source>
        <translation>A, R (spanverdubbeling voorgestel)</translation>
    </message>
    <message>
        <source>Agree or refuse</source>
        <translation>Stem saam of weier</translation>
    </message>
    <message>
        <source>A, D (resignation offered)</source>
        <translation>A, D (oorgawe aangebied)</translation>
    </message>
    <message>
        <source>Accept or decline</source>
        <translation>Aanvaar of weier</translation>
    </message>
    <message>
        <source>Enter (in the move box)</source>
        <translation>Enter (in die skuifkassie)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Sleutelbord</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Op die bord</translation>
    </message>
    <message>
        <source>Pick up the checker under the cursor (the first time, the back checker); play it to the destination chosen; with the roll played, pick up the dice; before the roll, roll</source>
        <translation>Tel die stuk onder die wyser op (die eerste keer, die agterste stuk); speel dit na die gekose bestemming; met die gooi gespeel, tel die dobbelstene op; voor die gooi, gooi</translation>
    </message>
    <message>
        <source>Put the checker down again; from any other control of the window, back to the board</source>
        <translation>Sit die stuk weer neer; van enige ander kontrole in die venster, terug na die bord</translation>
    </message>
    <message>
        <source>Double (at once: the question before doubling is for a click on the cube)</source>
        <translation>Verdubbel (dadelik: die vraag voor verdubbeling is vir &apos;n klik op die kubus)</translation>
    </message>
    <message>
        <source>T, P</source>
        <translation>T, P</translation>
    </message>
    <message>
        <source>Take or pass the double offered</source>
        <translation>Aanvaar of weier die aangebode verdubbeling</translation>
    </message>
    <message>
        <source>Play the move typed; in the empty box, pick up the dice once the roll is played, or roll</source>
        <translation>Speel die getikte skuif; in die leë kassie, tel die dobbelstene op sodra die gooi gespeel is, of gooi</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Terug na die bord</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Tab goes from the board to the move box (type a move such as 24/18 13/11, or the rest of one); Shift+Tab goes back</source>
        <translation>Tab gaan van die bord na die skuifkassie (tik &apos;n skuif soos 24/18 13/11, of die res van een); Shift+Tab gaan terug</translation>
    </message>
    <message>
        <source>D, N, T, P</source>
        <translation>D, N, T, P</translation>
    </message>
    <message>
        <source>Answer the cube question: double, no double, take, pass</source>
        <translation>Beantwoord die kubusvraag: verdubbel, geen verdubbeling nie, aanvaar, weier</translation>
    </message>
    <message>
        <source>The board&apos;s keys</source>
        <translation>Die bord se sleutels</translation>
    </message>
    <message>
        <source>Play the roll asked for, as on the game&apos;s board; Enter picks up the dice</source>
        <translation>Speel die gevraagde gooi, soos op die spel se bord; Enter tel die dobbelstene op</translation>
    </message>
    <message>
        <source>Put the checker down again; with none picked up, close the window</source>
        <translation>Sit die stuk weer neer; met geen opgetel nie, maak die venster toe</translation>
    </message>
    <message>
        <source>Close a window or a dialog; a question that must be answered is asked again</source>
        <translation>Maak &apos;n venster of dialoog toe; &apos;n vraag wat beantwoord moet word, word weer gevra</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Press the button shown as the default one</source>
        <translation>Druk die knoppie wat as die verstek gewys word</translation>
    </message>
    <message>
        <source>The menus&apos; keys</source>
        <translation>Die kieslyste se sleutels</translation>
    </message>
    <message>
        <source>Work in the windows opened beside the board too (analysis, hint, statistics, archive, help), except in those with a board of their own</source>
        <translation>Werk ook in die vensters wat langs die bord oopgemaak is (ontleding, wenk, statistiek, argief, hulp), behalwe in dié met &apos;n eie bord</translation>
    </message>
    <message>
        <source>D, N (before doubling)</source>
        <translation>D, N (voor verdubbeling)</translation>
    </message>
    <message>
        <source>Double, or not now</source>
        <translation>Verdubbel, of nie nou nie</translation>
    </message>
    <message>
        <source>P, K (play from a position)</source>
        <translation>P, K (speel van &apos;n posisie af)</translation>
    </message>
    <message>
        <source>Play from here, or keep the match</source>
        <translation>Speel van hier af, of hou die wedstryd</translation>
    </message>
    <message>
        <source>Move box</source>
        <translation>Skuifkassie</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Kieslyste</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Vrae</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Oorspeel</translation>
    </message>
    <message>
        <source>Drills and game review</source>
        <translation>Drils en spelhersiening</translation>
    </message>
    <message>
        <source>Every window</source>
        <translation>Elke venster</translation>
    </message>
    <message>
        <source>Where the keys work</source>
        <translation>Waar die sleutels werk</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Sleutels</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Wat hulle doen</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <source>A player leaves</source>
        <translation>&apos;n Speler vertrek</translation>
    </message>
    <message>
        <source>Whoever leaves keeps their account in the ledger, and may come back later.</source>
        <translation>Wie vertrek, hou sy rekening in die rekeninge en kan later terugkom.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Vertrek</translation>
    </message>
    <message>
        <source>A chouette needs at least three players: end the evening instead (Chouette &gt; End the evening).</source>
        <translation>&apos;n Chouette het ten minste drie spelers nodig: beëindig eerder die aand (Chouette &gt; Beëindig die aand).</translation>
    </message>
    <message>
        <source>{name} is in the box and cannot leave during a game: finish the game first; then the captain takes the box.</source>
        <translation>{name} is in die boks en kan nie tydens &apos;n spel vertrek nie: speel eers die spel klaar; dan neem die kaptein die boks.</translation>
    </message>
    <message>
        <source>Answer the double or the resignation first.</source>
        <translation>Antwoord eers die verdubbeling of die oorgawe.</translation>
    </message>
    <message>
        <source>{name} gives up their cube as a pass would: they pay {box} {value} now. Their account then stands at {after}.</source>
        <translation>{name} gee sy kubus prys soos met &apos;n weiering: hy betaal {box} nou {value}. Sy rekening staan dan op {after}.</translation>
    </message>
    <message>
        <source>Nothing has happened in this game yet: {name} leaves it at no cost.</source>
        <translation>Niks het nog in hierdie spel gebeur nie: {name} verlaat dit sonder koste.</translation>
    </message>
    <message>
        <source>{name} leaves the box: {captain} takes it. Their account stands at {points}.</source>
        <translation>{name} verlaat die boks: {captain} neem dit oor. Sy rekening staan op {points}.</translation>
    </message>
    <message>
        <source>{name}&apos;s account stands at {points}.</source>
        <translation>{name} se rekening staan op {points}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bottom right</source>
        <translation>Regs onder</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>Links onder</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Regs bo</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Links bo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Af</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Stadig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Vinnig</translation>
    </message>
    <message>
        <source>Resign a single game</source>
        <extracomment>How many games the move list shows (the last ones; earlier games are in Copy moves and Replay).</extracomment>
        <translation>Gee &apos;n gewone spel oor</translation>
    </message>
    <message>
        <source>Offer to resign a single game</source>
        <translation>Bied aan om &apos;n gewone spel oor te gee</translation>
    </message>
    <message>
        <source>Resign a gammon</source>
        <translation>Gee &apos;n gammon oor</translation>
    </message>
    <message>
        <source>Offer to resign a gammon</source>
        <translation>Bied aan om &apos;n gammon oor te gee</translation>
    </message>
    <message>
        <source>Resign a backgammon</source>
        <translation>Gee &apos;n backgammon oor</translation>
    </message>
    <message>
        <source>Offer to resign a backgammon</source>
        <translation>Bied aan om &apos;n backgammon oor te gee</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Skuiwe</translation>
    </message>
    <message>
        <source>Type a move (e.g. 24/18 13/11) and press Enter:</source>
        <translation>Tik &apos;n skuif (bv. 24/18 13/11) en druk Enter:</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nuwe wedstryd…</translation>
    </message>
    <message>
        <source>Start a new match or money session</source>
        <translation>Begin &apos;n nuwe wedstryd of geldsessie</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>Vol&amp;gende spel</translation>
    </message>
    <message>
        <source>Start the next game</source>
        <translation>Begin die volgende spel</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Gooi</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Gooi die dobbelstene</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Verdubbel</translation>
    </message>
    <message>
        <source>Offer the doubling cube</source>
        <translation>Bied die verdubbelingskubus aan</translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation>&amp;Ontdoen stap</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Neem die laaste stap terug</translation>
    </message>
    <message>
        <source>D&amp;one</source>
        <translation>&amp;Klaar</translation>
    </message>
    <message>
        <source>Pick up the dice: the move is final</source>
        <translation>Tel die dobbelstene op: die skuif is finaal</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sluit af</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>Gee &amp;oor</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <source>&amp;Home board</source>
        <translation>&amp;Tuisbord</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Kleure</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animasie</translation>
    </message>
    <message>
        <source>Show pip counts</source>
        <translation>Wys piptellings</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Wys puntnommers</translation>
    </message>
    <message>
        <source>Highlight legal destinations</source>
        <translation>Lig wettige bestemmings uit</translation>
    </message>
    <message>
        <source>Confirm moves by picking up the dice</source>
        <translation>Bevestig skuiwe deur die dobbelstene op te tel</translation>
    </message>
    <message>
        <source>Ask before doubling when the cube is clicked</source>
        <translation>Vra voor verdubbeling wanneer die kubus geklik word</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Speel gedwonge skuiwe outomaties</translation>
    </message>
    <message>
        <source>Roll automatically when no double is possible</source>
        <translation>Gooi outomaties wanneer verdubbeling nie moontlik is nie</translation>
    </message>
    <message>
        <source>Point numbers follow the player on roll</source>
        <translation>Puntnommers volg die speler aan die beurt</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Gereedskap</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellings…</translation>
    </message>
    <message>
        <source>Board, rules, play and appearance settings</source>
        <translation>Instellings vir bord, reëls, spel en voorkoms</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiek…</translation>
    </message>
    <message>
        <source>Results against each opponent, and a plot over time</source>
        <translation>Uitslae teen elke teenstander, en &apos;n grafiek oor tyd</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Sleutelbord</translation>
    </message>
    <message>
        <source>Every key of the board and of the menus</source>
        <translation>Elke sleutel van die bord en van die kieslyste</translation>
    </message>
    <message>
        <source>&amp;About bgdesk</source>
        <translation>&amp;Oor bgdesk</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aksies</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Meer aksies</translation>
    </message>
    <message>
        <source>{action} is not possible now.</source>
        <translation>{action} is nou nie moontlik nie.</translation>
    </message>
    <message>
        <source>Games 1 to {n}: Copy moves or Replay shows them</source>
        <translation>Spelle 1 tot {n}: Kopieer skuiwe of Oorspeel wys hulle</translation>
    </message>
    <message>
        <source>Language: {name}</source>
        <translation>Taal: {name}</translation>
    </message>
    <message>
        <source>About bgdesk</source>
        <translation>Oor bgdesk</translation>
    </message>
    <message>
        <source>bgdesk — desktop backgammon.
Two players on one computer, matches and money sessions.</source>
        <translation>bgdesk — backgammon op jou rekenaar.
Twee spelers op een rekenaar, wedstryde en geldsessies.</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Demp klanke</translation>
    </message>
    <message>
        <source>bgdesk is silent: none of the sound libraries it plays through is installed; the Sound page of the settings says which.</source>
        <translation>bgdesk is stil: geen van die klankbiblioteke waardeur dit speel is geïnstalleer nie; die Klank-blad van die instellings sê watter.</translation>
    </message>
    <message>
        <source>Sounds off. Press M to hear them again.</source>
        <translation>Klanke af. Druk M om hulle weer te hoor.</translation>
    </message>
    <message>
        <source>Sounds on, but no audio device was found: bgdesk stays silent.</source>
        <translation>Klanke aan, maar geen klanktoestel is gevind nie: bgdesk bly stil.</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Klanke aan.</translation>
    </message>
</context>
<context>
    <name>MatMessages</name>
    <message>
        <source>the file is larger than {limit} MB, so it is not read</source>
        <extracomment>The reader&apos;s sentences by code (as in bgdesk.engine.matimport.MESSAGES, which a test checks); &quot;after-match&quot; and &quot;more-warnings&quot; count things and are said in mat_message itself.</extracomment>
        <translation>die lêer is groter as {limit} MB en word dus nie gelees nie</translation>
    </message>
    <message>
        <source>this is binary data, not a text match file</source>
        <translation>dit is binêre data, nie &apos;n tekslêer met &apos;n wedstryd nie</translation>
    </message>
    <message>
        <source>a match file is text, not {type}</source>
        <translation>&apos;n wedstrydlêer is teks, nie {type} nie</translation>
    </message>
    <message>
        <source>this is not a match file: there is no line such as &apos; 5 point match&apos;</source>
        <translation>dit is nie &apos;n wedstrydlêer nie: daar is geen reël soos &apos; 5 point match&apos; nie</translation>
    </message>
    <message>
        <source>a match to {length} points is longer than any match can be (at most 32767)</source>
        <translation>&apos;n wedstryd tot {length} punte is langer as wat enige wedstryd kan wees (hoogstens 32767)</translation>
    </message>
    <message>
        <source>the line is {length} characters long; lines of a match file are short</source>
        <translation>die reël is {length} karakters lank; die reëls van &apos;n wedstrydlêer is kort</translation>
    </message>
    <message>
        <source>the line holds a control character, which a text match file does not</source>
        <translation>die reël bevat &apos;n beheerkarakter, wat &apos;n tekslêer met &apos;n wedstryd nie het nie</translation>
    </message>
    <message>
        <source>this match is {variation}, which bgdesk does not play</source>
        <translation>hierdie wedstryd is {variation}, wat bgdesk nie speel nie</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: &apos;{text}&apos; is not a move such as 24/18, 13/11*, bar/22, 6/off or 8/5(2)</source>
        <translation>{player} se &apos;{entry}&apos;: &apos;{text}&apos; is nie &apos;n skuif soos 24/18, 13/11*, bar/22, 6/off of 8/5(2) nie</translation>
    </message>
    <message>
        <source>a numbered line holds at most two entries, the left player&apos;s and then the right player&apos;s</source>
        <translation>&apos;n genommerde reël bevat hoogstens twee inskrywings, eers dié van die linkerspeler en dan dié van die regterspeler</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; is the first roll of the game, which is one die for each player, so it cannot be a double</source>
        <translation>{player} se &apos;{entry}&apos; is die eerste gooi van die spel, wat een dobbelsteen vir elke speler is, en kan dus nie dubbels wees nie</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; is written, but it is {other}&apos;s turn</source>
        <translation>{player} se &apos;{entry}&apos; staan geskryf, maar dit is {other} se beurt</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {roll} cannot be played in this position, yet a move is written</source>
        <translation>{player} se &apos;{entry}&apos;: {roll} kan nie in hierdie posisie gespeel word nie, tog staan &apos;n skuif geskryf</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} has no checker on {point}</source>
        <translation>{player} se &apos;{entry}&apos;: {player} het geen stuk op {point} nie</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} has a checker on the bar, which must come in before any other checker moves</source>
        <translation>{player} se &apos;{entry}&apos;: {player} het &apos;n stuk op die balk, wat eers ingebring moet word voordat enige ander stuk skuif</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {point} is held by {other}</source>
        <translation>{player} se &apos;{entry}&apos;: {point} word deur {other} gehou</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {step} is a move of {pips}, which the roll {roll} does not play</source>
        <translation>{player} se &apos;{entry}&apos;: {step} is &apos;n skuif van {pips}, wat die gooi {roll} nie speel nie</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} cannot bear off before all of the checkers are in the home board</source>
        <translation>{player} se &apos;{entry}&apos;: {player} kan nie afhaal voordat al die stukke in die tuisbord is nie</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: a {die} bears a checker off {point} only when no checker stands on a higher point</source>
        <translation>{player} se &apos;{entry}&apos;: &apos;n {die} haal &apos;n stuk van {point} af slegs wanneer geen stuk op &apos;n hoër punt staan nie</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; moves more checkers than {roll} allows</source>
        <translation>{player} se &apos;{entry}&apos; skuif meer stukke as wat {roll} toelaat</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; leaves part of the roll unplayed, but all of it can be played here (for example {example})</source>
        <translation>{player} se &apos;{entry}&apos; laat &apos;n deel van die gooi ongespeel, maar die hele gooi kan hier gespeel word (byvoorbeeld {example})</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: only one die of {roll} can be played here, and then it must be the higher one ({example})</source>
        <translation>{player} se &apos;{entry}&apos;: net een dobbelsteen van {roll} kan hier gespeel word, en dan moet dit die hoër een wees ({example})</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {step} passes two lone checkers of {other}&apos;s and the file does not say which one was hit</source>
        <translation>{player} se &apos;{entry}&apos;: {step} gaan verby twee enkelinge van {other} en die lêer sê nie watter een geslaan is nie</translation>
    </message>
    <message>
        <source>{player} doubles in the Crawford game, when the cube is not used</source>
        <translation>{player} verdubbel in die Crawford-spel, wanneer die kubus nie gebruik word nie</translation>
    </message>
    <message>
        <source>{player} doubles in game {game}, which would be the Crawford game: the match was played without the Crawford rule, and is read so</source>
        <translation>{player} verdubbel in spel {game}, wat die Crawford-spel sou wees: die wedstryd is sonder die Crawford-reël gespeel, en word so gelees</translation>
    </message>
    <message>
        <source>{player} doubles, but the cube belongs to {other}</source>
        <translation>{player} verdubbel, maar die kubus behoort aan {other}</translation>
    </message>
    <message>
        <source>{player} doubles, but this match is played without the cube</source>
        <translation>{player} verdubbel, maar hierdie wedstryd word sonder die kubus gespeel</translation>
    </message>
    <message>
        <source>{player} doubles, but the cube cannot go past 64</source>
        <translation>{player} verdubbel, maar die kubus kan nie verder as 64 gaan nie</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes before the game has begun</source>
        <translation>{player} se &apos;{entry}&apos; kom voordat die spel begin het</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes while a double already waits for an answer</source>
        <translation>{player} se &apos;{entry}&apos; kom terwyl &apos;n verdubbeling reeds op &apos;n antwoord wag</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes when it is {other}&apos;s turn to roll</source>
        <translation>{player} se &apos;{entry}&apos; kom wanneer dit {other} se beurt is om te gooi</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes when no double waits for {player}&apos;s answer</source>
        <translation>{player} se &apos;{entry}&apos; kom wanneer geen verdubbeling op {player} se antwoord wag nie</translation>
    </message>
    <message>
        <source>{player} beavers, which only money sessions with beavers allow</source>
        <translation>{player} bewer, wat net geldsessies met bewers toelaat</translation>
    </message>
    <message>
        <source>{player} passes {other}&apos;s beaver, which bgdesk cannot record</source>
        <translation>{player} weier {other} se bewer, wat bgdesk nie kan aanteken nie</translation>
    </message>
    <message>
        <source>{player} raccoons, which bgdesk does not play</source>
        <translation>{player} gee &apos;n raccoon, wat bgdesk nie speel nie</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes after the end of the game</source>
        <translation>{player} se &apos;{entry}&apos; kom ná die einde van die spel</translation>
    </message>
    <message>
        <source>the score {score} has already reached the match length {length}</source>
        <translation>die telling {score} het reeds die wedstrydlengte {length} bereik</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes while {player}&apos;s own double waits for an answer</source>
        <translation>{player} se &apos;{entry}&apos; kom terwyl {player} se eie verdubbeling op &apos;n antwoord wag</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a roll, a move or a cube action; it is left out</source>
        <translation>&apos;{text}&apos; is nie &apos;n gooi, &apos;n skuif of &apos;n kubusaksie nie; dit word uitgelaat</translation>
    </message>
    <message>
        <source>game {game} has no line with the players&apos; names and scores</source>
        <translation>spel {game} het geen reël met die spelers se name en tellings nie</translation>
    </message>
    <message>
        <source>the score before game {game} is written as {written}, but the games before it make it {computed}; {computed} is used</source>
        <translation>die telling voor spel {game} staan as {written} geskryf, maar die spelle daarvoor maak dit {computed}; {computed} word gebruik</translation>
    </message>
    <message>
        <source>game {game} names the players {name0} and {name1}, where the first game named them {first0} and {first1}; the first names are kept</source>
        <translation>spel {game} noem die spelers {name0} en {name1}, waar die eerste spel hulle {first0} en {first1} genoem het; die eerste name word behou</translation>
    </message>
    <message>
        <source>the file says {written} won game {game}, but as played {winner} won it; the game is kept as played</source>
        <translation>die lêer sê {written} het spel {game} gewen, maar soos gespeel het {winner} dit gewen; die spel word behou soos gespeel</translation>
    </message>
    <message>
        <source>the file says game {game} was worth {pts_written}, but as played it scores {pts}, which is kept</source>
        <translation>die lêer sê spel {game} was {pts_written} werd, maar soos gespeel tel dit {pts}, wat behou word</translation>
    </message>
    <message>
        <source>{loser} gave up game {game} for {pts_written}; at a cube of {cube} that is read as {kind}, worth {pts}</source>
        <translation>{loser} het spel {game} vir {pts_written} opgegee; met die kubus op {cube} word dit gelees as {kind}, {pts} werd</translation>
    </message>
    <message>
        <source>the file says {player} cannot play {roll}, but {play} can be played (the only play), and it is played</source>
        <translation>die lêer sê {player} kan {roll} nie speel nie, maar {play} kan gespeel word (die enigste skuif), en dit word gespeel</translation>
    </message>
    <message>
        <source>{player}&apos;s roll of {roll} has no move written; the only play, {play}, is made</source>
        <translation>{player} se gooi van {roll} het geen geskrewe skuif nie; die enigste skuif, {play}, word gemaak</translation>
    </message>
    <message>
        <source>{player}&apos;s turn before this line is not written; it is read as a roll of {roll}, which {player} could not play</source>
        <translation>{player} se beurt voor hierdie reël staan nie geskryf nie; dit word gelees as &apos;n gooi van {roll}, wat {player} nie kon speel nie</translation>
    </message>
    <message>
        <source>{player}&apos;s answer to the double is not written; it is read as a take</source>
        <translation>{player} se antwoord op die verdubbeling staan nie geskryf nie; dit word as aanvaar gelees</translation>
    </message>
    <message>
        <source>{player}&apos;s answer to the double is not written; the end of the game says it was a pass</source>
        <translation>{player} se antwoord op die verdubbeling staan nie geskryf nie; die einde van die spel sê dit was &apos;n weiering</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; answers a double that was not offered; it is left out</source>
        <translation>&apos;{entry}&apos; antwoord op &apos;n verdubbeling wat nie aangebied is nie; dit word uitgelaat</translation>
    </message>
    <message>
        <source>{player}&apos;s double is written as {written}, but it takes the cube to {value}</source>
        <translation>{player} se verdubbeling staan as {written} geskryf, maar dit bring die kubus na {value}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; marks a hit on {point}, but no lone checker of {other}&apos;s stands there</source>
        <translation>{player} se &apos;{entry}&apos; merk &apos;n slag op {point}, maar geen enkeling van {other} staan daar nie</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; does not say where {step} hit; read as {play}</source>
        <translation>{player} se &apos;{entry}&apos; sê nie waar {step} geslaan het nie; gelees as {play}</translation>
    </message>
    <message>
        <source>game {game} stops without a result; it is kept unfinished, and the next game begins at the score its line gives</source>
        <translation>spel {game} stop sonder &apos;n uitslag; dit word onvoltooid gehou, en die volgende spel begin by die telling wat sy reël gee</translation>
    </message>
    <message>
        <source>another match begins here; only the first one is read</source>
        <translation>nog &apos;n wedstryd begin hier; net die eerste een word gelees</translation>
    </message>
    <message>
        <source>the {tag} tag says &apos;{value}&apos;, which is not understood; it is ignored</source>
        <translation>die {tag}-etiket sê &apos;{value}&apos;, wat nie verstaan word nie; dit word geïgnoreer</translation>
    </message>
    <message>
        <source>a game set up from a position cannot be read; the line is left out</source>
        <translation>&apos;n spel wat van &apos;n posisie af opgestel is, kan nie gelees word nie; die reël word uitgelaat</translation>
    </message>
    <message>
        <source>the fair-dice tags do not fit together, so these dice cannot be checked; the games are read without them</source>
        <translation>die eerlike-dobbelsteen-etikette pas nie bymekaar nie, so hierdie dobbelstene kan nie nagegaan word nie; die spelle word daarsonder gelees</translation>
    </message>
    <message>
        <source>game {game} cannot be read on from here: {reason}; it is kept up to the line before, unfinished, and the rest of it is left out</source>
        <translation>spel {game} kan nie verder van hier af gelees word nie: {reason}; dit word tot by die vorige reël gehou, onvoltooid, en die res daarvan word uitgelaat</translation>
    </message>
    <message>
        <source>{reason}; the rest of game {game} is left out</source>
        <translation>{reason}; die res van spel {game} word uitgelaat</translation>
    </message>
    <message>
        <source>{player} rolled {roll} in game {game} and no move is written, although {roll} can be played (for example {example}); GNU Backgammon reads on as if the roll was passed, so the game is kept up to here and the rest of it is read as a game set up from this position</source>
        <translation>{player} het {roll} in spel {game} gegooi en geen skuif is geskryf nie, hoewel {roll} gespeel kan word (byvoorbeeld {example}); GNU Backgammon lees verder asof die gooi oorgeslaan is, dus word die spel tot hier gehou en die res daarvan word gelees as &apos;n spel wat van hierdie posisie af opgestel is</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <extracomment>The sentences of the readers of other programs&apos; files (as in bgdesk.engine.fileread.MESSAGES, which a test checks).</extracomment>
        <translation>die lêer is leeg</translation>
    </message>
    <message>
        <source>this is not a file bgdesk reads: not a match (.mat, .sgf, .xg), nor a position (.xgp, or text with an XGID or GNU Backgammon&apos;s IDs)</source>
        <translation>dit is nie &apos;n lêer wat bgdesk lees nie: nie &apos;n wedstryd (.mat, .sgf, .xg) nie, ook nie &apos;n posisie nie (.xgp, of teks met &apos;n XGID of GNU Backgammon se ID&apos;s)</translation>
    </message>
    <message>
        <source>this is not an .sgf file of GNU Backgammon: it does not begin with &apos;(;&apos;</source>
        <translation>dit is nie &apos;n .sgf-lêer van GNU Backgammon nie: dit begin nie met &apos;(;&apos; nie</translation>
    </message>
    <message>
        <source>the .sgf text ends inside a value that begins on line {at}</source>
        <translation>die .sgf-teks eindig binne &apos;n waarde wat op reël {at} begin</translation>
    </message>
    <message>
        <source>the .sgf file holds no backgammon game</source>
        <translation>die .sgf-lêer bevat geen backgammon-spel nie</translation>
    </message>
    <message>
        <source>this is not a file of eXtreme Gammon: it does not begin with &apos;RGMH&apos;</source>
        <translation>dit is nie &apos;n lêer van eXtreme Gammon nie: dit begin nie met &apos;RGMH&apos; nie</translation>
    </message>
    <message>
        <source>the eXtreme Gammon file is damaged: {part} cannot be unpacked</source>
        <translation>die eXtreme Gammon-lêer is beskadig: {part} kan nie uitgepak word nie</translation>
    </message>
    <message>
        <source>this file was written by a newer eXtreme Gammon (file version {version}); bgdesk reads versions up to {limit}</source>
        <translation>hierdie lêer is deur &apos;n nuwer eXtreme Gammon geskryf (lêerweergawe {version}); bgdesk lees weergawes tot {limit}</translation>
    </message>
    <message>
        <source>the eXtreme Gammon file holds no game and no position</source>
        <translation>die eXtreme Gammon-lêer bevat geen spel en geen posisie nie</translation>
    </message>
    <message>
        <source>no game of this file can be read: {reason}</source>
        <translation>geen spel van hierdie lêer kan gelees word nie: {reason}</translation>
    </message>
    <message>
        <source>the file holds no position: no XGID, and no Position ID with its Match ID</source>
        <translation>die lêer bevat geen posisie nie: geen XGID nie, en geen Position ID met sy Match ID nie</translation>
    </message>
    <message>
        <source>game {game} is not a backgammon game that bgdesk plays ({what}); it is left out</source>
        <translation>spel {game} is nie &apos;n backgammon-spel wat bgdesk speel nie ({what}); dit word uitgelaat</translation>
    </message>
    <message>
        <source>the file says {written} won game {game} with {pts_written}, but as played {winner} won {pts}, which is kept</source>
        <translation>die lêer sê {written} het spel {game} met {pts_written} gewen, maar soos gespeel het {winner} {pts} gewen, wat gehou word</translation>
    </message>
    <message>
        <source>position {number}: the board drawn beside the ID shows {drawn} on {point}, where the ID has {expected}; the ID is used</source>
        <translation>posisie {number}: die bord wat langs die ID geteken is, wys {drawn} op {point}, waar die ID {expected} het; die ID word gebruik</translation>
    </message>
    <message>
        <source>position {number} cannot be read: {reason}; it is left out</source>
        <translation>posisie {number} kan nie gelees word nie: {reason}; dit word uitgelaat</translation>
    </message>
    <message>
        <source>{count} analysed decision(s) do not fit the moves played and are left out</source>
        <translation>{count} ontlede besluite pas nie by die gespeelde skuiwe nie en word uitgelaat</translation>
    </message>
    <message>
        <source>the comments in the file are not shown</source>
        <translation>die kommentaar in die lêer word nie gewys nie</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>{player}&apos;s {play} is not a legal play of {roll} here</source>
        <translation>{player} se {play} is nie &apos;n wettige skuif van {roll} hier nie</translation>
    </message>
    <message>
        <source>the position the game starts from cannot be played: {reason}</source>
        <translation>die posisie waarvan die spel begin, kan nie gespeel word nie: {reason}</translation>
    </message>
    <message>
        <source>{player} rolled {roll} and no move is recorded, although it can be played (for example {example})</source>
        <translation>{player} het {roll} gegooi en geen skuif is aangeteken nie, hoewel dit gespeel kan word (byvoorbeeld {example})</translation>
    </message>
    <message>
        <source>game {game} cannot be read on from its move {move}: {reason}; it is kept up to there, unfinished, and the rest of it is left out</source>
        <translation>spel {game} kan nie verder van sy skuif {move} af gelees word nie: {reason}; dit word tot daar gehou, onvoltooid, en die res daarvan word uitgelaat</translation>
    </message>
    <message>
        <source>in game {game}, {player} rolled {roll} and no move is recorded, although {roll} can be played (for example {example}); GNU Backgammon reads on as if the roll was passed, so the game is kept up to there and the rest of it is read as a game set up from that position</source>
        <translation>in spel {game} het {player} {roll} gegooi en geen skuif is aangeteken nie, hoewel {roll} gespeel kan word (byvoorbeeld {example}); GNU Backgammon lees verder asof die gooi oorgeslaan is, dus word die spel tot daar gehou en die res daarvan word gelees as &apos;n spel wat van daardie posisie af opgestel is</translation>
    </message>
    <message>
        <source>only the first {game} games of the file are read; the {count} game(s) after them are left out</source>
        <translation>slegs die eerste {game} spelle van die lêer word gelees; die {count} spel(le) daarna word weggelaat</translation>
    </message>
    <message>
        <source>only the first {game} positions of the file are read; the {count} position(s) after them are left out</source>
        <translation>slegs die eerste {game} posisies van die lêer word gelees; die {count} posisie(s) daarna word weggelaat</translation>
    </message>
    <message numerus="yes">
        <source>the match was won in game {game}; the %n game(s) after it are not read</source>
        <translation>
            <numerusform>die wedstryd is in spel {game} gewen; die %n spel daarna word nie gelees nie</numerusform>
            <numerusform>die wedstryd is in spel {game} gewen; die %n spelle daarna word nie gelees nie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) like these</source>
        <translation>
            <numerusform>nog %n waarskuwing soos hierdie</numerusform>
            <numerusform>nog %n waarskuwings soos hierdie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n analysed decision(s) do not fit the moves played and are left out</source>
        <translation>
            <numerusform>%n ontlede besluit pas nie by die gespeelde skuiwe nie en word uitgelaat</numerusform>
            <numerusform>%n ontlede besluite pas nie by die gespeelde skuiwe nie en word uitgelaat</numerusform>
        </translation>
    </message>
    <message>
        <source>the bar</source>
        <translation>die balk</translation>
    </message>
    <message>
        <source>point {n}</source>
        <translation>punt {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punte</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {n}: {text}</source>
        <translation>Reël {n}: {text}</translation>
    </message>
</context>
<context>
    <name>NewChouetteDialog</name>
    <message>
        <source>New chouette</source>
        <translation>Nuwe chouette</translation>
    </message>
    <message>
        <source>Everyone rolls one die: the highest plays in the box against the others, the second highest is the captain of the team.</source>
        <translation>Almal gooi een dobbelsteen: die hoogste speel in die boks teen die ander, die tweede hoogste is die kaptein van die span.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Aantal spelers:</translation>
    </message>
    <message>
        <source>Player {n}:</source>
        <translation>Speler {n}:</translation>
    </message>
    <message>
        <source>The name of player {n} has {length} characters; a name has at most {most}: shorten it.</source>
        <translation>Speler {n} se naam het {length} karakters; &apos;n naam het hoogstens {most}: maak dit korter.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Rekenaar ({level})</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Rekenaarspelers is nie beskikbaar nie.</translation>
    </message>
    <message>
        <source>Rules (money play)</source>
        <translation>Reëls (spel om geld)</translation>
    </message>
    <message>
        <source>Jacoby rule: gammons count only after a member&apos;s cube was turned</source>
        <translation>Jacoby-reël: gammons tel net nadat &apos;n lid se kubus gedraai is</translation>
    </message>
    <message>
        <source>Automatic doubles, at most</source>
        <translation>Outomatiese verdubbelings, hoogstens</translation>
    </message>
    <message>
        <source>A backgammon counts as a gammon</source>
        <translation>&apos;n Backgammon tel as &apos;n gammon</translation>
    </message>
    <message>
        <source>Beavers</source>
        <translation>Bewers</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <source>Two players are called {name}: give everyone a different name.</source>
        <translation>Twee spelers heet {name}: gee elkeen &apos;n ander naam.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Nuwe wedstryd</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Bottom player (light):</source>
        <translation>Onderste speler (lig):</translation>
    </message>
    <message>
        <source>Top player (dark):</source>
        <translation>Boonste speler (donker):</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Rekenaar</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Rekenaarspelers is nie beskikbaar nie.</translation>
    </message>
    <message>
        <source>{seat}: computer level</source>
        <translation>{seat}: rekenaarvlak</translation>
    </message>
    <message>
        <source>Computer players move without pauses</source>
        <translation>Rekenaarspelers skuif sonder pouses</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Money session (points add up, no end)</source>
        <translation>Geldsessie (punte tel op, geen einde nie)</translation>
    </message>
    <message>
        <source>Match to</source>
        <comment>followed by the match length, e.g. [5 points]</comment>
        <translation>Wedstryd tot</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>Wedstrydlengte</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reëls</translation>
    </message>
    <message>
        <source>Play with the doubling cube</source>
        <translation>Speel met die verdubbelingskubus</translation>
    </message>
    <message>
        <source>A backgammon counts as a gammon</source>
        <translation>&apos;n Backgammon tel as &apos;n gammon</translation>
    </message>
    <message>
        <source>Jacoby rule (money only)</source>
        <translation>Jacoby-reël (net om geld)</translation>
    </message>
    <message>
        <source>Automatic doubles (money only), at most</source>
        <translation>Outomatiese verdubbelings (net om geld), hoogstens</translation>
    </message>
    <message>
        <source>Beavers (money only)</source>
        <translation>Bewers (net om geld)</translation>
    </message>
    <message>
        <source>Matches use the Crawford rule.</source>
        <translation>Wedstryde gebruik die Crawford-reël.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>{level}-bot</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box, after &apos;Match to&apos;</comment>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punte</numerusform>
        </translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Speler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Speler 2</translation>
    </message>
    <message>
        <source>{name} (light)</source>
        <translation>{name} (lig)</translation>
    </message>
    <message>
        <source>{name} (dark)</source>
        <translation>{name} (donker)</translation>
    </message>
</context>
<context>
    <name>PastChouettesDialog</name>
    <message>
        <source>Past chouettes</source>
        <translation>Vorige chouettes</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Aande</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>In the box</source>
        <translation>In die boks</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Gewen / verloor</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Per spel</translation>
    </message>
    <message>
        <source>In the team</source>
        <translation>In die span</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be saved ({reason}); they apply until bgdesk is closed.</source>
        <translation>Jou instellings kon nie gestoor word nie ({reason}); hulle geld totdat bgdesk gesluit word.</translation>
    </message>
    <message>
        <source>The settings could not be read ({reason}); bgdesk uses the defaults.</source>
        <translation>Die instellings kon nie gelees word nie ({reason}); bgdesk gebruik die verstekwaardes.</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Speel van hier af</translation>
    </message>
    <message>
        <source>Play on from this moment: {where}.</source>
        <translation>Speel van hierdie oomblik af voort: {where}.</translation>
    </message>
    <message>
        <source>With a friend (two people at this computer)</source>
        <translation>Met &apos;n vriend (twee mense by hierdie rekenaar)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Teen die rekenaar</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Jy speel:</translation>
    </message>
    <message>
        <source>Computer player:</source>
        <translation>Rekenaarspeler:</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Rekenaarspelers is nie beskikbaar nie.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Speel</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselleer</translation>
    </message>
    <message>
        <source>game {n} of the match to {length}, {a} {sa}, {b} {sb}</source>
        <translation>spel {n} van die wedstryd tot {length}, {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>game {n} of the money session, {a} {sa}, {b} {sb}</source>
        <translation>spel {n} van die geldsessie, {a} {sa}, {b} {sb}</translation>
    </message>
</context>
<context>
    <name>PositionSetup</name>
    <message>
        <source>All fifteen checkers of this side are on the board: take one off first (right click) or drag one.</source>
        <translation>Al vyftien stukke van hierdie kant is op die bord: haal eers een af (regsklik) of sleep een.</translation>
    </message>
    <message>
        <source>There is no checker there.</source>
        <translation>Daar is geen stuk daar nie.</translation>
    </message>
    <message>
        <source>these rules play without the cube: leave it at 1 in the middle</source>
        <translation>hierdie reëls speel sonder die kubus: los dit op 1 in die middel</translation>
    </message>
    <message>
        <source>there is no Crawford game in money play</source>
        <translation>daar is geen Crawford-spel in spel om geld nie</translation>
    </message>
    <message>
        <source>the Crawford game is played when a player is one point from winning the match</source>
        <translation>die Crawford-spel word gespeel wanneer &apos;n speler een punt van die wedstrydoorwinning af is</translation>
    </message>
    <message>
        <source>Drag a checker from the tray to put it back into play.</source>
        <translation>Sleep &apos;n stuk uit die bak om dit weer in die spel te bring.</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>Wysig posisie</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Bord om op te stel</translation>
    </message>
    <message>
        <source>Left click on a point adds a checker, right click takes one off, drag to move one (to a tray: borne off). Checkers not on the board are borne off.</source>
        <translation>&apos;n Linksklik op &apos;n punt voeg &apos;n stuk by, &apos;n regsklik haal een weg, sleep om een te skuif (na &apos;n bak: afgehaal). Stukke wat nie op die bord is nie, is afgehaal.</translation>
    </message>
    <message>
        <source>A click on an empty point adds</source>
        <translation>&apos;n Klik op &apos;n leë punt voeg by</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Beginposisie</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Maak bord skoon</translation>
    </message>
    <message>
        <source>Current game</source>
        <translation>Huidige spel</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>Aan die beurt:</translation>
    </message>
    <message>
        <source>Dice rolled:</source>
        <translation>Gegooide dobbelstene:</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Eerste dobbelsteen</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Tweede dobbelsteen</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Kubus</translation>
    </message>
    <message>
        <source>In the middle</source>
        <translation>In die middel</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Waarde:</translation>
    </message>
    <message>
        <source>Owner:</source>
        <translation>Eienaar:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Wedstryd</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Spel om geld</translation>
    </message>
    <message>
        <source>Match to:</source>
        <translation>Wedstryd tot:</translation>
    </message>
    <message>
        <source>{name}&apos;s score:</source>
        <translation>{name} se telling:</translation>
    </message>
    <message>
        <source>This is the Crawford game (no doubling)</source>
        <translation>Dit is die Crawford-spel (geen verdubbeling nie)</translation>
    </message>
    <message>
        <source>From text</source>
        <translation>Uit teks</translation>
    </message>
    <message>
        <source>Position ID, GNUbg ID or XGID</source>
        <translation>Position ID, GNUbg ID of XGID</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Stel</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Speel van hier af</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box</comment>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punte</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up a position</source>
        <translation>Stel &apos;n posisie op</translation>
    </message>
    <message>
        <source>Position ID {pid} (seen from {name}, on roll). Borne off: {a} {oa}, {b} {ob}.</source>
        <translation>Position ID {pid} (gesien vanaf {name}, aan die beurt). Afgehaal: {a} {oa}, {b} {ob}.</translation>
    </message>
    <message>
        <source>Cannot play from here: {reason}</source>
        <translation>Kan nie van hier af speel nie: {reason}</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Hints, the tutor and analysis need bgsage, which is not installed. Install it with: {command}</source>
        <translation>Wenke, die tutor en ontleding benodig bgsage, wat nie geïnstalleer is nie. Installeer dit met: {command}</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>The analysis window opened for a match file read (Analyse and review a match file).</extracomment>
        <translation>&amp;Wenk</translation>
    </message>
    <message>
        <source>The best plays for this roll, or the cube decision before the roll</source>
        <translation>Die beste skuiwe vir hierdie gooi, of die kubusbesluit voor die gooi</translation>
    </message>
    <message>
        <source>&amp;Tutor mode</source>
        <translation>&amp;Tutormodus</translation>
    </message>
    <message>
        <source>Warn before a play or cube decision that loses more equity than the threshold set in Settings</source>
        <translation>Waarsku voor &apos;n skuif of kubusbesluit wat meer ekwiteit verloor as die drempel in Instellings</translation>
    </message>
    <message>
        <source>&amp;Feedback on the board</source>
        <translation>&amp;Terugvoer op die bord</translation>
    </message>
    <message>
        <source>Against a computer player, draw each of your plays in the colour of how good it was, the best play dashed, and judge your cube decisions on the cube</source>
        <translation>Teen &apos;n rekenaarspeler: teken elke skuif van jou in die kleur van hoe goed dit was, die beste skuif gestippel, en beoordeel jou kubusbesluite by die kubus</translation>
    </message>
    <message>
        <source>Show the &amp;last move again</source>
        <translation>Wys die &amp;laaste skuif weer</translation>
    </message>
    <message>
        <source>Play the last move on the board once more</source>
        <translation>Speel die laaste skuif nog een keer op die bord</translation>
    </message>
    <message>
        <source>Take &amp;back</source>
        <translation>&amp;Neem terug</translation>
    </message>
    <message>
        <source>Undo your last play and the computer&apos;s reply, and play the roll again (the match then stays out of your statistics against this computer player)</source>
        <translation>Maak jou laaste skuif en die rekenaar se antwoord ongedaan en speel die gooi weer (die wedstryd tel dan nie in jou statistiek teen hierdie rekenaarspeler nie)</translation>
    </message>
    <message>
        <source>Analyse this &amp;game…</source>
        <translation>Ontleed hierdie &amp;spel…</translation>
    </message>
    <message>
        <source>Error rates, worst errors and winning chances of the current (or last) game</source>
        <translation>Foutkoerse, ergste foute en wenkanse van die huidige (of laaste) spel</translation>
    </message>
    <message>
        <source>Analyse the &amp;match…</source>
        <translation>Ontleed die &amp;wedstryd…</translation>
    </message>
    <message>
        <source>Error rates, worst errors and winning chances of every game so far</source>
        <translation>Foutkoerse, ergste foute en wenkanse van elke spel tot dusver</translation>
    </message>
    <message>
        <source>&amp;Review this game…</source>
        <translation>&amp;Hersien hierdie spel…</translation>
    </message>
    <message>
        <source>Your errors of the current (or last) game, worst first: try each again, then see the best</source>
        <translation>Jou foute in die huidige (of laaste) spel, die ergste eerste: probeer elkeen weer en sien dan die beste</translation>
    </message>
    <message>
        <source>Analyse and review a match &amp;file…</source>
        <translation>Ontleed en hersien &apos;n wedstryd&amp;lêer…</translation>
    </message>
    <message>
        <source>Read a match from a .mat file, analyse it and review a player&apos;s errors</source>
        <translation>Lees &apos;n wedstryd uit &apos;n .mat-lêer, ontleed dit en hersien &apos;n speler se foute</translation>
    </message>
    <message>
        <source>&amp;Drills…</source>
        <translation>&amp;Drils…</translation>
    </message>
    <message>
        <source>Short sets of positions: opening rolls, replies, bear-offs against contact, double or not, take or pass; each answer scored by the equity it gives up</source>
        <translation>Kort stelle posisies: openingsgooie, antwoorde, afhaal teen kontak, verdubbel of nie, aanvaar of weier; elke antwoord word beoordeel volgens die ekwiteit wat dit prysgee</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Oefen</translation>
    </message>
    <message>
        <source>Analyse with bgsage and step through the errors, worst first</source>
        <translation>Ontleed met bgsage en gaan deur die foute, die ergste eerste</translation>
    </message>
    <message>
        <source>Review the match…</source>
        <translation>Hersien die wedstryd…</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>Hersien hierdie spel…</translation>
    </message>
    <message>
        <source>Review of the match to {n}</source>
        <translation>Hersiening van die wedstryd tot {n}</translation>
    </message>
    <message>
        <source>Review of the money session</source>
        <translation>Hersiening van die geldsessie</translation>
    </message>
    <message>
        <source>Tutor mode on: decisions that lose equity are questioned.</source>
        <translation>Tutormodus aan: besluite wat ekwiteit verloor, word bevraagteken.</translation>
    </message>
    <message>
        <source>Tutor mode off.</source>
        <translation>Tutormodus af.</translation>
    </message>
    <message>
        <source>Feedback on the board on: against a computer player, your plays and cube decisions are judged.</source>
        <translation>Terugvoer op die bord aan: teen &apos;n rekenaarspeler word jou skuiwe en kubusbesluite beoordeel.</translation>
    </message>
    <message>
        <source>Feedback on the board off.</source>
        <translation>Terugvoer op die bord af.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Wenk</translation>
    </message>
    <message>
        <source>There is no decision to give a hint for right now.</source>
        <translation>Daar is nou geen besluit om &apos;n wenk voor te gee nie.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Dink…</translation>
    </message>
    <message>
        <source>{name} (computer) is to play: hints are for the people at the board.</source>
        <translation>{name} (rekenaar) moet speel: wenke is vir die mense by die bord.</translation>
    </message>
    <message>
        <source>{name} to play {d1}-{d2}</source>
        <translation>{name} moet {d1}-{d2} speel</translation>
    </message>
    <message>
        <source>{name} cannot usefully double now: roll the dice.</source>
        <translation>{name} kan nou nie nuttig verdubbel nie: gooi die dobbelstene.</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: verdubbel of gooi?</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: aanvaar of weier?</translation>
    </message>
    <message>
        <source>Roll the dice first: hints are for a roll to play or a cube decision.</source>
        <translation>Gooi eers die dobbelstene: wenke is vir &apos;n gooi om te speel of &apos;n kubusbesluit.</translation>
    </message>
    <message>
        <source>No hint: bgsage could not evaluate this position ({reason}).</source>
        <translation>Geen wenk nie: bgsage kon hierdie posisie nie evalueer nie ({reason}).</translation>
    </message>
    <message>
        <source>Nothing to analyse yet: no play has been made.</source>
        <translation>Nog niks om te ontleed nie: geen skuif is nog gemaak nie.</translation>
    </message>
    <message>
        <source>Analysis of game {n}</source>
        <translation>Ontleding van spel {n}</translation>
    </message>
    <message>
        <source>Analysis of the match to {n}</source>
        <translation>Ontleding van die wedstryd tot {n}</translation>
    </message>
    <message>
        <source>Analysis of the money session</source>
        <translation>Ontleding van die geldsessie</translation>
    </message>
    <message>
        <source>Match files (*.mat *.txt *.sgf *.xg);;All files (*)</source>
        <translation>Wedstrydlêers (*.mat *.txt *.sgf *.xg);;Alle lêers (*)</translation>
    </message>
    <message>
        <source>Analysis from the file</source>
        <translation>Ontleding uit die lêer</translation>
    </message>
    <message>
        <source>Playing on from the analysis: {where}.</source>
        <translation>Speel voort van die ontleding af: {where}.</translation>
    </message>
    <message>
        <source>Nothing to review yet: no play has been made.</source>
        <translation>Nog niks om te hersien nie: geen skuif is nog gespeel nie.</translation>
    </message>
    <message>
        <source>Review of game {n}</source>
        <translation>Hersiening van spel {n}</translation>
    </message>
    <message>
        <source>Analyse and review a match file</source>
        <translation>Ontleed en hersien &apos;n wedstrydlêer</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Speler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Speler 2</translation>
    </message>
    <message>
        <source>Review: {name}</source>
        <translation>Hersiening: {name}</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>Points are numbered 1 to 24, with 25 for the bar and 0 for off.</source>
        <translation>Punte is genommer van 1 tot 24, met 25 vir die balk en 0 vir af.</translation>
    </message>
    <message>
        <source>The roll is fully played: pick up the dice, or take a step back.</source>
        <translation>Die gooi is heeltemal gespeel: tel die dobbelstene op, of neem &apos;n stap terug.</translation>
    </message>
    <message>
        <source>You have no checker on point {point}.</source>
        <translation>Jy het geen stuk op punt {point} nie.</translation>
    </message>
    <message>
        <source>You have no checker on the bar.</source>
        <translation>Jy het geen stuk op die balk nie.</translation>
    </message>
    <message>
        <source>You do not have that many checkers on point {point}.</source>
        <translation>Jy het nie soveel stukke op punt {point} nie.</translation>
    </message>
    <message>
        <source>You do not have that many checkers on the bar.</source>
        <translation>Jy het nie soveel stukke op die balk nie.</translation>
    </message>
    <message>
        <source>You have a checker on the bar: it must enter before any other checker moves.</source>
        <translation>Jy het &apos;n stuk op die balk: dit moet ingebring word voordat enige ander stuk skuif.</translation>
    </message>
    <message>
        <source>Checkers move only forwards, towards your home board.</source>
        <translation>Stukke skuif net vorentoe, na jou tuisbord toe.</translation>
    </message>
    <message>
        <source>Point {point} is held by the opponent: you cannot land there.</source>
        <translation>Punt {point} word deur die teenstander gehou: jy kan nie daar land nie.</translation>
    </message>
    <message>
        <source>The checker on point {point} cannot move: every point it could reach is held by the opponent.</source>
        <translation>Die stuk op punt {point} kan nie skuif nie: elke punt wat dit kan bereik, word deur die teenstander gehou.</translation>
    </message>
    <message>
        <source>There is no blot to hit on point {point}.</source>
        <translation>Daar is geen enkeling om op punt {point} te slaan nie.</translation>
    </message>
    <message>
        <source>You can bear off only when all fifteen of your checkers are in your home board.</source>
        <translation>Jy kan eers afhaal wanneer al vyftien van jou stukke in jou tuisbord is.</translation>
    </message>
    <message>
        <source>That checker cannot bear off with these dice: a die bears off from its own point, or from the highest point when no checker is higher.</source>
        <translation>Daardie stuk kan nie met hierdie dobbelstene afgehaal word nie: &apos;n dobbelsteen haal af van sy eie punt, of van die hoogste punt wanneer geen stuk hoër is nie.</translation>
    </message>
    <message>
        <source>{move} is a move of {pips}, which the dice left ({dice}) cannot make.</source>
        <translation>{move} is &apos;n skuif van {pips}, wat die oorblywende dobbelstene ({dice}) nie kan maak nie.</translation>
    </message>
    <message>
        <source>{move} is a move of {pips}, which the roll {roll} cannot make.</source>
        <translation>{move} is &apos;n skuif van {pips}, wat die gooi {roll} nie kan maak nie.</translation>
    </message>
    <message>
        <source>That leaves a die unplayed: both dice must be played when possible, and the higher one when only one can be.</source>
        <translation>Dan bly &apos;n dobbelsteen ongespeel: albei dobbelstene moet gespeel word wanneer moontlik, en die hoër een wanneer net een gespeel kan word.</translation>
    </message>
    <message>
        <source>That play leaves dice unused: {roll} must be played in full when possible.</source>
        <translation>Daardie skuif laat dobbelstene ongebruik: {roll} moet ten volle gespeel word wanneer moontlik.</translation>
    </message>
    <message>
        <source>Only one die of {roll} can be played, so it must be the higher one.</source>
        <translation>Net een dobbelsteen van {roll} kan gespeel word, dus moet dit die hoër een wees.</translation>
    </message>
    <message>
        <source>That leaves {dice} still to play.</source>
        <translation>Dan moet {dice} nog gespeel word.</translation>
    </message>
    <message>
        <source>{roll} cannot be played here: the turn passes.</source>
        <translation>{roll} kan nie hier gespeel word nie: die beurt gaan oor.</translation>
    </message>
    <message>
        <source>That is not a legal play of {roll} here; legal plays include {plays}.</source>
        <translation>Dit is nie &apos;n wettige skuif van {roll} hier nie; wettige skuiwe sluit {plays} in.</translation>
    </message>
    <message>
        <source>Type a play such as 24/18 13/11.</source>
        <translation>Tik &apos;n skuif soos 24/18 13/11.</translation>
    </message>
    <message>
        <source>That is far too long for one play.</source>
        <translation>Dit is heeltemal te lank vir een skuif.</translation>
    </message>
    <message>
        <source>Cannot read {token}: write moves like 24/18, 13/11*, bar/22, 6/off or 8/5(2).</source>
        <translation>Kan {token} nie lees nie: skryf skuiwe soos 24/18, 13/11*, bar/22, 6/off of 8/5(2).</translation>
    </message>
    <message>
        <source>There is no point {point}; points are 1 to 24.</source>
        <translation>Daar is geen punt {point} nie; punte is 1 tot 24.</translation>
    </message>
    <message>
        <source>A checker cannot move to the bar.</source>
        <translation>&apos;n Stuk kan nie na die balk skuif nie.</translation>
    </message>
    <message>
        <source>A move cannot start from off the board.</source>
        <translation>&apos;n Skuif kan nie van buite die bord begin nie.</translation>
    </message>
    <message>
        <source>{token}: nothing moves on from off the board.</source>
        <translation>{token}: niks skuif verder van buite die bord nie.</translation>
    </message>
    <message>
        <source>{token}: a move can be repeated 1 to 4 times.</source>
        <translation>{token}: &apos;n skuif kan 1 tot 4 keer herhaal word.</translation>
    </message>
</context>
<context>
    <name>ReplaceChouetteDialog</name>
    <message>
        <source>A chouette is in progress. Starting a new one keeps this one in the archive, with its games and its ledger.</source>
        <translation>&apos;n Chouette is aan die gang. As &apos;n nuwe een begin word, word hierdie een in die argief gehou, met sy spelle en sy rekeninge.</translation>
    </message>
    <message>
        <source>New chouette</source>
        <translation>Nuwe chouette</translation>
    </message>
    <message>
        <source>Start a new chouette?</source>
        <translation>Begin &apos;n nuwe chouette?</translation>
    </message>
    <message>
        <source>Start a new chouette</source>
        <translation>Begin &apos;n nuwe chouette</translation>
    </message>
    <message>
        <source>Go on with this one</source>
        <translation>Gaan voort met hierdie een</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Game {g}: {step} of {n}</source>
        <translation>Spel {g}: {step} van {n}</translation>
    </message>
    <message>
        <source>&amp;Copy move list</source>
        <translation>&amp;Kopieer skuiflys</translation>
    </message>
    <message>
        <source>match to {n}</source>
        <extracomment>A record of more games than this shows the moves of one game at a time (the one on the board): a session of thousands of games opens at once.</extracomment>
        <translation>wedstryd tot {n}</translation>
    </message>
    <message>
        <source>money session</source>
        <translation>geldsessie</translation>
    </message>
    <message>
        <source>Game {n} ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>Spel {n} ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>(Crawford game)</source>
        <translation>(Crawford-spel)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Oorspeel</translation>
    </message>
    <message>
        <source>Game {n}: {a} {sa}, {b} {sb}</source>
        <translation>Spel {n}: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} het geweier</translation>
    </message>
    <message>
        <source>{name} resigned {what}</source>
        <translation>{name} het {what} oorgegee</translation>
    </message>
    <message>
        <source>{name} wins {points} ({how})</source>
        <translation>{name} wen {points} ({how})</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punte</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}: a tie, roll again</source>
        <translation>Openingsgooi: {a} {da}, {b} {db}: gelykop, gooi weer</translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}: {who} starts</source>
        <translation>Openingsgooi: {a} {da}, {b} {db}: {who} begin</translation>
    </message>
    <message>
        <source>Automatic double: the cube goes to {v}</source>
        <translation>Outomatiese verdubbeling: die kubus gaan na {v}</translation>
    </message>
    <message>
        <source>{who} rolls {d1}{d2}</source>
        <translation>{who} gooi {d1}{d2}</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>kan nie skuif nie</translation>
    </message>
    <message>
        <source>{who} doubles to {v}</source>
        <translation>{who} verdubbel na {v}</translation>
    </message>
    <message>
        <source>{who} takes</source>
        <translation>{who} aanvaar</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} weier</translation>
    </message>
    <message>
        <source>{who} beavers: the cube goes to {v}</source>
        <translation>{who} speel &apos;n bewer: die kubus gaan na {v}</translation>
    </message>
    <message>
        <source>{who} offers to resign {what}</source>
        <translation>{who} bied aan om {what} oor te gee</translation>
    </message>
    <message>
        <source>{who} accepts</source>
        <translation>{who} aanvaar</translation>
    </message>
    <message>
        <source>{who} declines</source>
        <translation>{who} wys af</translation>
    </message>
    <message>
        <source>Doubles to {v}</source>
        <translation>Verdubbel na {v}</translation>
    </message>
    <message>
        <source>Beavers to {v}</source>
        <translation>Bewer na {v}</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Aanvaar</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Weier</translation>
    </message>
    <message>
        <source>Accepts</source>
        <translation>Aanvaar</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Wys af</translation>
    </message>
    <message>
        <source>Resigns a single game</source>
        <translation>Gee &apos;n gewone spel oor</translation>
    </message>
    <message>
        <source>Resigns a gammon</source>
        <translation>Gee &apos;n gammon oor</translation>
    </message>
    <message>
        <source>Resigns a backgammon</source>
        <translation>Gee &apos;n backgammon oor</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(geen skuif nie)</translation>
    </message>
    <message>
        <source>Position {n} ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>Posisie {n} ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}, continued ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>Spel {n}, vervolg ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Oorspeelbord</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Spel gewys</translation>
    </message>
    <message>
        <source>This record has no games.</source>
        <translation>Hierdie rekord het geen spelle nie.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>The viewer&apos;s actions: (attribute, text, keys, method, tip); the texts are marked for translation in the &quot;Replay&quot; context. Help &gt; Keyboard lists them (:func:`replay_keys`).</extracomment>
        <translation>|◀ Begin</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Begin van die spel</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Een stap terug</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vorentoe ▶</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Een stap vorentoe</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Einde ▶|</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Einde van die spel</translation>
    </message>
    <message>
        <source>Previous game</source>
        <translation>Vorige spel</translation>
    </message>
    <message>
        <source>Start of the previous game</source>
        <translation>Begin van die vorige spel</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Volgende spel</translation>
    </message>
    <message>
        <source>Start of the next game</source>
        <translation>Begin van die volgende spel</translation>
    </message>
    <message>
        <source>Copy move list</source>
        <translation>Kopieer skuiflys</translation>
    </message>
    <message>
        <source>Copy every game&apos;s moves as text</source>
        <translation>Kopieer elke spel se skuiwe as teks</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Speel van hier af</translation>
    </message>
    <message>
        <source>Play on from this moment of the match, against the computer or a friend</source>
        <translation>Speel van hierdie oomblik in die wedstryd af voort, teen die rekenaar of &apos;n vriend</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluit</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Sluit die oorspeel</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>The record&apos;s games are positions (a position file): headed &quot;Position n&quot;.</extracomment>
        <translation>Skuiwe</translation>
    </message>
    <message>
        <source>Analysis from the file…</source>
        <translation>Ontleding uit die lêer…</translation>
    </message>
    <message>
        <source>The analysis the program that wrote the file stored in it: error rates, the worst errors and their review</source>
        <translation>Die ontleding wat die program wat die lêer geskryf het, daarin gestoor het: foutkoerse, die ergste foute en hulle hersiening</translation>
    </message>
    <message>
        <source>Previous position</source>
        <translation>Vorige posisie</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Volgende posisie</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Meer aksies</translation>
    </message>
    <message>
        <source>At this moment</source>
        <translation>Op hierdie oomblik</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieer</translation>
    </message>
    <message>
        <source>Dice statistics…</source>
        <translation>Dobbelsteenstatistiek…</translation>
    </message>
    <message>
        <source>Position {n}: {a} {sa}, {b} {sb}</source>
        <translation>Posisie {n}: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}, continued: {a} {sa}, {b} {sb}</source>
        <translation>Spel {n}, vervolg: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>money play</source>
        <translation>spel om geld</translation>
    </message>
    <message>
        <source>Position {n} of {count} ({where}): {a} {sa}, {b} {sb}.</source>
        <translation>Posisie {n} van {count} ({where}): {a} {sa}, {b} {sb}.</translation>
    </message>
    <message>
        <source>{name} has doubled.</source>
        <translation>{name} het verdubbel.</translation>
    </message>
    <message>
        <source>{name} to play {d1}{d2}.</source>
        <translation>{name} speel {d1}{d2}.</translation>
    </message>
    <message>
        <source>{name} on roll.</source>
        <translation>{name} is aan die beurt om te gooi.</translation>
    </message>
    <message>
        <source>Dice statistics: {title}</source>
        <translation>Dobbelsteenstatistiek: {title}</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review board</source>
        <extracomment>Play on from a decision: the game&apos;s index in the record, how many of its events came before the decision, and the player who made it.</extracomment>
        <translation>Hersieningsbord</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Spelhersiening</translation>
    </message>
    <message>
        <source>Errors of:</source>
        <translation>Foute van:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Skuif</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Besluit</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klas</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Ekwiteit verloor</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Keuse</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Ekwiteit</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlies</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Wen</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Wen gammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Verloor gammon</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Diepte</translation>
    </message>
    <message>
        <source>Errors, worst first</source>
        <translation>Foute, die ergste eerste</translation>
    </message>
    <message>
        <source>The answers compared</source>
        <translation>Die antwoorde vergelyk</translation>
    </message>
    <message>
        <source>◀ Previous error</source>
        <translation>◀ Vorige fout</translation>
    </message>
    <message>
        <source>Next error ▶</source>
        <translation>Volgende fout ▶</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Speel van hier af</translation>
    </message>
    <message>
        <source>Play {d1}-{d2}</source>
        <translation>Speel {d1}-{d2}</translation>
    </message>
    <message>
        <source>Resign or play on</source>
        <translation>Gee oor of speel voort</translation>
    </message>
    <message>
        <source>Double or roll</source>
        <translation>Verdubbel of gooi</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Aanvaar of weier</translation>
    </message>
    <message>
        <source>Game {g}, move {m}.</source>
        <translation>Spel {g}, skuif {m}.</translation>
    </message>
    <message>
        <source>Play {d1}-{d2} again: what do you play now? (Pick up the dice when done.)</source>
        <translation>Speel {d1}-{d2} weer: wat speel jy nou? (Tel die dobbelstene op as jy klaar is.)</translation>
    </message>
    <message>
        <source>Before your roll: double or not?</source>
        <translation>Voor jou gooi: verdubbel of nie?</translation>
    </message>
    <message>
        <source>Resign {what} here, or play on?</source>
        <translation>Gee {what} hier oor, of speel voort?</translation>
    </message>
    <message>
        <source>{name} doubles: take or pass?</source>
        <translation>{name} verdubbel: aanvaar of weier?</translation>
    </message>
    <message>
        <source>{name} made no error in what was analysed.</source>
        <translation>{name} het geen fout gemaak in wat ontleed is nie.</translation>
    </message>
    <message>
        <source>{name}: your play</source>
        <translation>{name}: jou skuif</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: verdubbel of gooi?</translation>
    </message>
    <message>
        <source>{name}: resign or play on?</source>
        <translation>{name}: gee oor of speel voort?</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: aanvaar of weier?</translation>
    </message>
    <message>
        <source>Your first answer</source>
        <translation>Jou eerste antwoord</translation>
    </message>
    <message>
        <source>Your second try</source>
        <translation>Jou tweede poging</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>1st: {what}</source>
        <translation>1ste: {what}</translation>
    </message>
    <message>
        <source>Looking at your second try…</source>
        <translation>Jou tweede poging word bekyk…</translation>
    </message>
    <message>
        <source>Your second try could not be valued ({reason}).</source>
        <translation>Jou tweede poging kon nie beoordeel word nie ({reason}).</translation>
    </message>
    <message>
        <source>Your first play, your second try and the best play.</source>
        <translation>Jou eerste skuif, jou tweede poging en die beste skuif.</translation>
    </message>
    <message>
        <source>Your first play</source>
        <translation>Jou eerste skuif</translation>
    </message>
    <message>
        <source>1st and 2nd</source>
        <translation>1ste en 2de</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1ste</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2de</translation>
    </message>
    <message>
        <source>Game {g}, move {m}: the answer.</source>
        <translation>Spel {g}, skuif {m}: die antwoord.</translation>
    </message>
    <message>
        <source>Right this time: your second try is the best.</source>
        <translation>Reg hierdie keer: jou tweede poging is die beste.</translation>
    </message>
    <message>
        <source>Better than the first time, not yet the best.</source>
        <translation>Beter as die eerste keer, maar nog nie die beste nie.</translation>
    </message>
    <message>
        <source>Not better than the first time: look at the best (dashed).</source>
        <translation>Nie beter as die eerste keer nie: kyk na die beste (gestippel).</translation>
    </message>
</context>
<context>
    <name>RolloutPanel</name>
    <message>
        <source>Trials:</source>
        <extracomment>How often the figures so far are handed to the window at most (seconds). The leading plays rolled out: at most this many, within this much of the best. (trials done, trials in all, [(board or &quot;nd&quot;/&quot;dt&quot;, equity, standard error, trials)])</extracomment>
        <translation>Proewe:</translation>
    </message>
    <message>
        <source>Truncate after (plies):</source>
        <translation>Kap af na (lae):</translation>
    </message>
    <message>
        <source>no truncation</source>
        <translation>nie afkap nie</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Saad:</translation>
    </message>
    <message>
        <source>Roll out</source>
        <translation>Speel uit</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselleer</translation>
    </message>
    <message>
        <source>Play the position out many times, cube and checkers, on every core: cubeful, with variance reduction; the same seed gives the same figures</source>
        <translation>Speel die posisie baie kere klaar, kubus en stukke, op elke kern: met die kubus, met variansievermindering; dieselfde saad gee dieselfde syfers</translation>
    </message>
    <message numerus="yes">
        <source>Rolling out %n play(s)…</source>
        <translation>
            <numerusform>Speel %n skuif uit…</numerusform>
            <numerusform>Speel %n skuiwe uit…</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolling out the cube decision…</source>
        <translation>Speel die kubusbesluit uit…</translation>
    </message>
    <message>
        <source>Rolling out: {done} of {total} trials.</source>
        <translation>Uitspeel: {done} van {total} proewe.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stop…</translation>
    </message>
    <message>
        <source>Rollout cancelled.</source>
        <translation>Uitspeel gekanselleer.</translation>
    </message>
    <message>
        <source>The rollout failed: {reason}</source>
        <translation>Die uitspeel het misluk: {reason}</translation>
    </message>
    <message>
        <source>Rolled out: {trials} trials each, seed {seed}.</source>
        <translation>Uitgespeel: {trials} proewe elk, saad {seed}.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>You</source>
        <translation>Jy</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Teenstander</translation>
    </message>
    <message>
        <source>The starting position</source>
        <translation>Die beginposisie</translation>
    </message>
    <message>
        <source>Opening roll: you 3, opponent 1</source>
        <translation>Openingsgooi: jy 3, teenstander 1</translation>
    </message>
    <message>
        <source>5-4: the back checkers cannot move</source>
        <translation>5-4: die agterste stukke kan nie skuif nie</translation>
    </message>
    <message>
        <source>13/7*: a hit</source>
        <translation>13/7*: &apos;n slag</translation>
    </message>
    <message>
        <source>A closed board</source>
        <translation>&apos;n Geslote tuisbord</translation>
    </message>
    <message>
        <source>Bearing off: 6-4</source>
        <translation>Afhaal: 6-4</translation>
    </message>
    <message>
        <source>You double to 2</source>
        <translation>Jy verdubbel na 2</translation>
    </message>
    <message>
        <source>This Help page cannot be read: its file {name} is missing or damaged. Installing bgdesk again puts it back.</source>
        <translation>Hierdie Hulp-bladsy kan nie gelees word nie: sy lêer {name} ontbreek of is beskadig. As jy bgdesk weer installeer, kom dit terug.</translation>
    </message>
    <message>
        <source>&amp;Rules of backgammon</source>
        <translation>&amp;Reëls van backgammon</translation>
    </message>
    <message>
        <source>How to play: the board, moving, hitting, bearing off, the cube, matches, chouettes</source>
        <translation>Hoe om te speel: die bord, skuif, slaan, afhaal, die kubus, wedstryde, chouettes</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of backgammon</source>
        <translation>Reëls van backgammon</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Crawford game: no doubling</source>
        <translation>Crawford-spel: geen verdubbeling nie</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Geen wedstryd nie</translation>
    </message>
    <message numerus="yes">
        <source>Match to %n</source>
        <translation>
            <numerusform>Wedstryd tot %n punt</numerusform>
            <numerusform>Wedstryd tot %n punte</numerusform>
        </translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Geldsessie</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>in die middel</translation>
    </message>
    <message>
        <source>owned by {name}</source>
        <translation>in besit van {name}</translation>
    </message>
    <message>
        <source>Cube: {v} ({owner})</source>
        <translation>Kubus: {v} ({owner})</translation>
    </message>
    <message>
        <source>Cube: not in use</source>
        <translation>Kubus: nie in gebruik nie</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>It has been kept, renamed to {name} in the folder {folder}.</source>
        <extracomment>The writes that failed are tried again at a save at most this often (and on the window&apos;s timer): a full disk is not hammered at every move.</extracomment>
        <translation>Dit is gehou en hernoem na {name} in die vouer {folder}.</translation>
    </message>
    <message>
        <source>It could not be renamed ({reason}) and is still at {path}.</source>
        <translation>Dit kon nie hernoem word nie ({reason}) en is steeds by {path}.</translation>
    </message>
    <message>
        <source>The unfinished match that was saved could not be restored because {reason}. {where} A new match starts instead.</source>
        <translation>Die onvoltooide wedstryd wat gestoor is, kon nie herstel word nie omdat {reason}. {where} &apos;n Nuwe wedstryd begin in die plek daarvan.</translation>
    </message>
    <message>
        <source>The fair dice of the unfinished match could not be restored ({reason}). If you resume it, it goes on with ordinary dice: its commitment no longer holds, and the match is marked as no longer verifiable.</source>
        <translation>Die onvoltooide wedstryd se regverdige dobbelstene kon nie herstel word nie ({reason}). As jy dit hervat, gaan dit voort met gewone dobbelstene: sy verbintenis geld nie meer nie, en die wedstryd is gemerk as nie meer kontroleerbaar nie.</translation>
    </message>
    <message>
        <source>the match {a} vs {b}, {s0}-{s1} to {n}</source>
        <translation>die wedstryd {a} teen {b}, {s0}-{s1} tot {n}</translation>
    </message>
    <message>
        <source>the money session {a} vs {b}, {s0}-{s1}</source>
        <translation>die geldsessie {a} teen {b}, {s0}-{s1}</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Spel {n}</translation>
    </message>
    <message>
        <source>(the Crawford game)</source>
        <translation>(die Crawford-spel)</translation>
    </message>
    <message>
        <source>waiting for the opening roll</source>
        <translation>wag vir die openingsgooi</translation>
    </message>
    <message>
        <source>{who} to roll</source>
        <translation>{who} moet gooi</translation>
    </message>
    <message>
        <source>{who} has rolled {d1}-{d2} and is to move</source>
        <translation>{who} het {d1}-{d2} gegooi en moet skuif</translation>
    </message>
    <message>
        <source>{who} has doubled to {v}; {other} is to take or pass</source>
        <translation>{who} het na {v} verdubbel; {other} moet aanvaar of weier</translation>
    </message>
    <message>
        <source>{who} has offered to resign; {other} is to answer</source>
        <translation>{who} het aangebied om oor te gee; {other} moet antwoord</translation>
    </message>
    <message>
        <source>the game is over; the next game has not started</source>
        <translation>die spel is verby; die volgende spel het nog nie begin nie</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>in die middel</translation>
    </message>
    <message>
        <source>owned by {who}</source>
        <translation>in besit van {who}</translation>
    </message>
    <message>
        <source>The cube is at {v}, {owner}.</source>
        <translation>Die kubus staan op {v}, {owner}.</translation>
    </message>
    <message>
        <source>Resume {what}?</source>
        <translation>Hervat {what}?</translation>
    </message>
    <message>
        <source>The match could not be saved automatically ({reason}). Play goes on, but if bgdesk is closed now this match may be lost.</source>
        <extracomment>The longest the GUI thread took to hand a snapshot over (seconds), for benchmarks.</extracomment>
        <translation>Die wedstryd kon nie outomaties gestoor word nie ({reason}). Die spel gaan voort, maar as bgdesk nou gesluit word, kan hierdie wedstryd verlore gaan.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Onvoltooide wedstryd</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervat</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Begin &apos;n nuwe wedstryd</translation>
    </message>
    <message>
        <source>bgdesk</source>
        <translation>bgdesk</translation>
    </message>
    <message>
        <source>A note about the files bgdesk keeps (settings, saved match, statistics):</source>
        <translation>&apos;n Nota oor die lêers wat bgdesk hou (instellings, gestoorde wedstryd, statistiek):</translation>
    </message>
    <message>
        <source>Resume the saved chouette?</source>
        <translation>Hervat die gestoorde chouette?</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nie nou nie</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reëls</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Voorkoms</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Klank</translation>
    </message>
    <message>
        <source>Where your home board is</source>
        <translation>Waar jou tuisbord is</translation>
    </message>
    <message>
        <source>Switch sides after each game (home board alternates right and left)</source>
        <translation>Ruil kante ná elke spel (die tuisbord wissel tussen regs en links)</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Wys puntnommers</translation>
    </message>
    <message>
        <source>Point numbers are those of</source>
        <translation>Puntnommers is dié van</translation>
    </message>
    <message>
        <source>Show pip counts</source>
        <translation>Wys piptellings</translation>
    </message>
    <message>
        <source>Automatic doubles on opening ties (money sessions)</source>
        <translation>Outomatiese verdubbelings by gelykop openingsgooie (geldsessies)</translation>
    </message>
    <message>
        <source>At most, per game</source>
        <translation>Hoogstens, per spel</translation>
    </message>
    <message>
        <source>Jacoby rule: gammons count only after the cube is turned (money sessions)</source>
        <translation>Jacoby-reël: gammons tel net nadat die kubus gedraai is (geldsessies)</translation>
    </message>
    <message>
        <source>A backgammon counts</source>
        <translation>&apos;n Backgammon tel</translation>
    </message>
    <message>
        <source>Beavers (money sessions)</source>
        <translation>Bewers (geldsessies)</translation>
    </message>
    <message>
        <source>Roll automatically when no cube action is possible</source>
        <translation>Gooi outomaties wanneer niks met die kubus gedoen kan word nie</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Speel gedwonge skuiwe outomaties</translation>
    </message>
    <message>
        <source>Bear off automatically when nothing else matters</source>
        <translation>Haal outomaties af wanneer niks anders saak maak nie</translation>
    </message>
    <message>
        <source>Confirm moves by picking up the dice</source>
        <translation>Bevestig skuiwe deur die dobbelstene op te tel</translation>
    </message>
    <message>
        <source>Ask before doubling when the cube is clicked</source>
        <translation>Vra voor verdubbeling wanneer die kubus geklik word</translation>
    </message>
    <message>
        <source>Highlight where a checker may go</source>
        <translation>Lig uit waarheen &apos;n stuk mag gaan</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animasiespoed</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstene</translation>
    </message>
    <message>
        <source>Default computer opponent</source>
        <translation>Verstek-rekenaarteenstander</translation>
    </message>
    <message>
        <source>A new match is played to (points)</source>
        <translation>&apos;n Nuwe wedstryd word gespeel tot (punte)</translation>
    </message>
    <message>
        <source>Tutor: warn before a play or cube decision that loses equity (needs bgsage)</source>
        <translation>Tutor: waarsku voor &apos;n skuif of kubusbesluit wat ekwiteit verloor (benodig bgsage)</translation>
    </message>
    <message>
        <source>Tutor warns from (thousandths of a point)</source>
        <translation>Tutor waarsku vanaf (duisendstes van &apos;n punt)</translation>
    </message>
    <message>
        <source>Against a computer player, show on the board how good each of my plays and cube decisions was (needs bgsage)</source>
        <translation>Teen &apos;n rekenaarspeler: wys op die bord hoe goed elke skuif en kubusbesluit van my was (benodig bgsage)</translation>
    </message>
    <message>
        <source>Doubtful: gives up more than (thousandths of a point)</source>
        <translation>Twyfelagtig: gee meer prys as (duisendstes van &apos;n punt)</translation>
    </message>
    <message>
        <source>Bad: gives up more than (thousandths of a point)</source>
        <translation>Sleg: gee meer prys as (duisendstes van &apos;n punt)</translation>
    </message>
    <message>
        <source>Very bad: gives up more than (thousandths of a point)</source>
        <translation>Baie sleg: gee meer prys as (duisendstes van &apos;n punt)</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Kleure</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Mute all sounds (key M)</source>
        <translation>Demp alle klanke (sleutel M)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>The dice are rolled</source>
        <translation>Die dobbelstene gegooi word</translation>
    </message>
    <message>
        <source>A checker is put down</source>
        <translation>&apos;n Stuk neergesit word</translation>
    </message>
    <message>
        <source>A checker is hit</source>
        <translation>&apos;n Stuk geslaan word</translation>
    </message>
    <message>
        <source>A checker enters from the bar</source>
        <translation>&apos;n Stuk van die balk ingebring word</translation>
    </message>
    <message>
        <source>A checker is borne off</source>
        <translation>&apos;n Stuk afgehaal word</translation>
    </message>
    <message>
        <source>A double is offered</source>
        <translation>&apos;n Verdubbeling aangebied word</translation>
    </message>
    <message>
        <source>A double is taken</source>
        <translation>&apos;n Verdubbeling aanvaar word</translation>
    </message>
    <message>
        <source>A double is passed</source>
        <translation>&apos;n Verdubbeling geweier word</translation>
    </message>
    <message>
        <source>A game is won</source>
        <translation>&apos;n Spel gewen word</translation>
    </message>
    <message>
        <source>A game is lost</source>
        <translation>&apos;n Spel verloor word</translation>
    </message>
    <message>
        <source>The match is won</source>
        <translation>Die wedstryd gewen word</translation>
    </message>
    <message>
        <source>The computer offers to resign</source>
        <translation>Die rekenaar aanbied om oor te gee</translation>
    </message>
    <message>
        <source>A checker is put where it may not go</source>
        <translation>&apos;n Stuk neergesit word waar dit nie mag gaan nie</translation>
    </message>
    <message>
        <source>The tutor warns</source>
        <translation>Die tutor waarsku</translation>
    </message>
    <message>
        <source>No sound card or sound server was found, so bgdesk is silent.</source>
        <translation>Geen klankkaart of klankbediener is gevind nie, dus is bgdesk stil.</translation>
    </message>
    <message>
        <source>The audio library is not available on this computer, so bgdesk is silent.</source>
        <translation>Die klankbiblioteek is nie op hierdie rekenaar beskikbaar nie, dus is bgdesk stil.</translation>
    </message>
    <message>
        <source>Sound is switched off for this run (BGDESK_AUDIO=off).</source>
        <translation>Klank is vir hierdie lopie afgeskakel (BGDESK_AUDIO=off).</translation>
    </message>
    <message>
        <source>The audio device would not open, so bgdesk is silent.</source>
        <translation>Die klanktoestel wou nie oopmaak nie, dus is bgdesk stil.</translation>
    </message>
    <message>
        <source>bgdesk is silent: this computer has none of the sound libraries it plays through (PulseAudio&apos;s, ALSA&apos;s or JACK&apos;s). On Debian or Ubuntu install libpulse0 or libasound2; on Fedora, pulseaudio-libs or alsa-lib.</source>
        <translation>bgdesk is stil: hierdie rekenaar het geen van die klankbiblioteke waardeur dit speel nie (PulseAudio s&apos;n, ALSA s&apos;n of JACK s&apos;n). Op Debian of Ubuntu installeer libpulse0 of libasound2; op Fedora, pulseaudio-libs of alsa-lib.</translation>
    </message>
    <message>
        <source>Bottom right (usual)</source>
        <translation>Regs onder (gewoonlik)</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>Links onder</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Regs bo</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Links bo</translation>
    </message>
    <message>
        <source>the player at the bottom</source>
        <translation>die onderste speler</translation>
    </message>
    <message>
        <source>the player on roll</source>
        <translation>die speler aan die beurt</translation>
    </message>
    <message>
        <source>triple (3 times the cube)</source>
        <translation>drievoudig (3 keer die kubus)</translation>
    </message>
    <message>
        <source>double, like a gammon</source>
        <translation>dubbel, soos &apos;n gammon</translation>
    </message>
    <message>
        <source>Off (checkers jump)</source>
        <translation>Af (stukke spring)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Stadig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Vinnig</translation>
    </message>
    <message>
        <source>Rolled by the computer (random)</source>
        <translation>Deur die rekenaar gegooi (lukraak)</translation>
    </message>
    <message>
        <source>Entered by hand (your own dice)</source>
        <translation>Met die hand ingevoer (jou eie dobbelstene)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoë kontras</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Oseaan</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Middelmatig</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Kenner</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Wêreldklas</translation>
    </message>
    <message>
        <source>Same as the computer</source>
        <translation>Dieselfde as die rekenaar</translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Geldsessie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellings</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Ander</translation>
    </message>
    <message>
        <source>Your checkers are the light ones; they travel along the arrow and are borne off beside your home board.</source>
        <translation>Jou stukke is die ligte; hulle beweeg langs die pyl en word langs jou tuisbord afgehaal.</translation>
    </message>
    <message>
        <source>These are the rules offered for each new money session or match; you can still change them when you start one.</source>
        <translation>Dit is die reëls wat vir elke nuwe geldsessie of wedstryd aangebied word; jy kan hulle steeds verander wanneer jy een begin.</translation>
    </message>
    <message>
        <source>The Crawford rule is always applied in matches: when a player first comes within one point of winning, the next game is played without the doubling cube.</source>
        <translation>Die Crawford-reël word altyd in wedstryde toegepas: die eerste keer dat &apos;n speler net een punt kort het om te wen, word die volgende spel sonder die verdubbelingskubus gespeel.</translation>
    </message>
    <message>
        <source>Automatic doubles, the Jacoby rule and beavers are for money play; matches never use them.</source>
        <translation>Outomatiese verdubbelings, die Jacoby-reël en bewers is vir spel om geld; wedstryde gebruik hulle nooit nie.</translation>
    </message>
    <message>
        <source>Plays and cube decisions are marked doubtful, bad or very bad as GNU Backgammon marks them, by the equity they give up; GNU Backgammon 1.07&apos;s thresholds are 30, 60 and 120 thousandths of a point.</source>
        <translation>Skuiwe en kubusbesluite word as twyfelagtig, sleg of baie sleg gemerk soos GNU Backgammon dit merk, volgens die ekwiteit wat hulle prysgee; GNU Backgammon 1.07 se drempels is 30, 60 en 120 duisendstes van &apos;n punt.</translation>
    </message>
    <message>
        <source>With moves confirmed by picking up the dice, every step can be taken back until you click the dice.</source>
        <translation>As skuiwe bevestig word deur die dobbelstene op te tel, kan elke stap teruggeneem word totdat jy op die dobbelstene klik.</translation>
    </message>
    <message>
        <source>Every colour scheme keeps the two players&apos; checkers far apart in lightness, so they stay easy to tell apart with colour blindness. A new language applies as soon as you press OK; the game in progress carries on.</source>
        <translation>Elke kleurskema hou die twee spelers se stukke ver uitmekaar in ligtheid, sodat hulle ook met kleurblindheid maklik onderskei kan word. &apos;n Nuwe taal geld sodra jy OK druk; die spel aan die gang gaan voort.</translation>
    </message>
    <message>
        <source>Look for an audio device again</source>
        <translation>Soek weer na &apos;n klanktoestel</translation>
    </message>
    <message>
        <source>Play a sound when</source>
        <translation>Speel &apos;n klank wanneer</translation>
    </message>
    <message>
        <source>Listen</source>
        <translation>Luister</translation>
    </message>
    <message>
        <source>Listen: {what}</source>
        <translation>Luister: {what}</translation>
    </message>
</context>
<context>
    <name>StandardButtons</name>
    <message>
        <source>OK</source>
        <extracomment>The languages bgdesk speaks, English (the source language) first. Each language by its own name, so that a person finds theirs whatever language is showing. The QLocale each language formats numbers and dates with.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselleer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluit</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nee</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Pas toe</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Stoor</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Gooi weg</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Maak oop</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hulp</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Stel terug</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Herstel verstekwaardes</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Probeer weer</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignoreer</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Staak</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>Nog geen spelle aangeteken nie: voltooide spelle verskyn hier.</translation>
    </message>
    <message>
        <source>Games, oldest first</source>
        <translation>Spelle, oudste eerste</translation>
    </message>
    <message>
        <source>No drills yet: Practice &gt; Drills.</source>
        <translation>Nog geen drils nie: Oefen &gt; Drils.</translation>
    </message>
    <message>
        <source>Equity given up per answer, week by week (lower is better)</source>
        <translation>Ekwiteit prysgegee per antwoord, week vir week (laer is beter)</translation>
    </message>
    <message>
        <source>Week of</source>
        <translation>Week van</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antwoorde</translation>
    </message>
    <message>
        <source>Best answers</source>
        <translation>Beste antwoorde</translation>
    </message>
    <message>
        <source>Equity given up
per answer</source>
        <translation>Ekwiteit prysgegee
per antwoord</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>In the box
games</source>
        <translation>In die boks
spelle</translation>
    </message>
    <message>
        <source>In the box
points won / lost</source>
        <translation>In die boks
punte gewen / verloor</translation>
    </message>
    <message>
        <source>In the box
per game</source>
        <translation>In die boks
per spel</translation>
    </message>
    <message>
        <source>In the team
games</source>
        <translation>In die span
spelle</translation>
    </message>
    <message>
        <source>In the team
points won / lost</source>
        <translation>In die span
punte gewen / verloor</translation>
    </message>
    <message>
        <source>In the team
per game</source>
        <translation>In die span
per spel</translation>
    </message>
    <message>
        <source>Net points
per game</source>
        <translation>Netto punte
per spel</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Teenstander</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spelle</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloor</translation>
    </message>
    <message>
        <source>Gammons
won / lost</source>
        <translation>Gammons
gewen / verloor</translation>
    </message>
    <message>
        <source>Backgammons
won / lost</source>
        <translation>Backgammons
gewen / verloor</translation>
    </message>
    <message>
        <source>Points
per game</source>
        <translation>Punte
per spel</translation>
    </message>
    <message>
        <source>Matches
won / played</source>
        <translation>Wedstryde
gewen / gespeel</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Rekenaar ({level})</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiek</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Drils</translation>
    </message>
    <message>
        <source>Chouettes</source>
        <translation>Chouette-spelle</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Alle teenstanders</translation>
    </message>
    <message numerus="yes">
        <source>net {net} point(s)</source>
        <comment>the net points after the games won and lost</comment>
        <translation>
            <numerusform>netto {net} punt</numerusform>
            <numerusform>netto {net} punte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded: {wins} won, {losses} lost, {net}.</source>
        <translation>
            <numerusform>%n spel aangeteken: {wins} gewen, {losses} verloor, {net}.</numerusform>
            <numerusform>%n spelle aangeteken: {wins} gewen, {losses} verloor, {net}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seen by {who}, the player at the bottom of the board.</source>
        <translation>Gesien deur {who}, die speler onderaan die bord.</translation>
    </message>
    <message>
        <source>No games recorded yet. Every finished game is added here.</source>
        <translation>Nog geen spelle aangeteken nie. Elke voltooide spel word hier bygevoeg.</translation>
    </message>
    <message numerus="yes">
        <source>Kept but not counted: %n game(s) of matches with take-backs.</source>
        <translation>
            <numerusform>Bewaar maar nie getel nie: %n spel uit wedstryde met teruggeneemde skuiwe.</numerusform>
            <numerusform>Bewaar maar nie getel nie: %n spelle uit wedstryde met teruggeneemde skuiwe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chouette game(s) recorded. In the box, the points are those the box won or lost against the whole team; in the team, each member&apos;s own.</source>
        <translation>
            <numerusform>%n chouette-spel aangeteken. In die boks is die punte dié wat die boks teen die hele span gewen of verloor het; in die span, elke lid s&apos;n.</numerusform>
            <numerusform>%n chouette-spelle aangeteken. In die boks is die punte dié wat die boks teen die hele span gewen of verloor het; in die span, elke lid s&apos;n.</numerusform>
        </translation>
    </message>
    <message>
        <source>No chouette games recorded yet. Every finished chouette game is added here.</source>
        <translation>Nog geen chouette-spelle aangeteken nie. Elke voltooide chouette-spel word hier bygevoeg.</translation>
    </message>
    <message numerus="yes">
        <source>%n drill set(s) answered, {answers} positions in all.</source>
        <translation>
            <numerusform>%n drilstel beantwoord, altesaam {answers} posisies.</numerusform>
            <numerusform>%n drilstelle beantwoord, altesaam {answers} posisies.</numerusform>
        </translation>
    </message>
    <message>
        <source>Net points against {name}</source>
        <translation>Netto punte teen {name}</translation>
    </message>
    <message>
        <source>Net points against all opponents</source>
        <translation>Netto punte teen alle teenstanders</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the saved match</source>
        <extracomment>Seconds between two tries of the writes that failed.</extracomment>
        <translation>die gestoorde wedstryd</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>die statistiek</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>die instellings</translation>
    </message>
    <message>
        <source>a fair-dice seed</source>
        <translation>&apos;n regverdige-dobbelsteensaad</translation>
    </message>
    <message>
        <source>the archive of finished matches</source>
        <translation>die argief van klaar wedstryde</translation>
    </message>
    <message>
        <source>the list of recent files</source>
        <translation>die lys van onlangse lêers</translation>
    </message>
    <message>
        <source>{what} could not be written: the disk is full. bgdesk keeps it and tries again; free some space.</source>
        <translation>{what}: kon nie geskryf word nie, die skyf is vol. bgdesk hou dit en probeer weer; maak &apos;n bietjie plek.</translation>
    </message>
    <message>
        <source>{what} could not be written: the system does not allow it (permission denied) in {folder}. bgdesk tries again.</source>
        <translation>{what}: kon nie geskryf word nie, die stelsel laat dit nie toe nie (toestemming geweier) in {folder}. bgdesk probeer weer.</translation>
    </message>
    <message>
        <source>{what} could not be written: the disk is read-only. bgdesk tries again.</source>
        <translation>{what}: kon nie geskryf word nie, die skyf is slegs leesbaar. bgdesk probeer weer.</translation>
    </message>
    <message>
        <source>{what} is not written over: the file {path} cannot be read (permission denied), and what it holds would be lost. Let your account read it again; bgdesk tries again.</source>
        <translation>{what}: word nie oorgeskryf nie, die lêer {path} kan nie gelees word nie (toestemming geweier), en wat dit bevat sou verlore gaan. Laat jou rekening dit weer lees; bgdesk probeer weer.</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>dit is &apos;n simboliese skakel</translation>
    </message>
    <message>
        <source>it belongs to another user account</source>
        <translation>dit behoort aan &apos;n ander gebruikersrekening</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <translation>dit is nie &apos;n vouer nie</translation>
    </message>
    <message>
        <source>{what} is not written: the folder {place} {why_text}, and bgdesk neither follows nor changes such a folder. Move it away or put a folder of your own in its place.</source>
        <translation>{what}: word nie geskryf nie, die vouer {place}: {why_text}, en bgdesk volg nóg verander so &apos;n vouer. Skuif dit weg of sit &apos;n vouer van jou eie in sy plek.</translation>
    </message>
    <message>
        <source>{what} could not be written ({reason}). bgdesk tries again.</source>
        <translation>{what}: kon nie geskryf word nie ({reason}). bgdesk probeer weer.</translation>
    </message>
    <message>
        <source>{what} ({path}) cannot be read: the system does not allow it (permission denied). It is not damaged and is left where it is; once your account may read it again, bgdesk uses it again, and until then nothing is written over it.</source>
        <translation>{what} ({path}) kan nie gelees word nie: die stelsel laat dit nie toe nie (toestemming geweier). Dit is nie beskadig nie en bly waar dit is; sodra jou rekening dit weer mag lees, gebruik bgdesk dit weer, en tot dan word niks daaroor geskryf nie.</translation>
    </message>
    <message>
        <source>{what} ({path}) was not read: a folder on its way is a symbolic link or another user account&apos;s, and bgdesk neither follows nor changes such a folder. It is left as it is.</source>
        <translation>{what} ({path}) is nie gelees nie: &apos;n vouer op pad daarheen is &apos;n simboliese skakel of behoort aan &apos;n ander gebruikersrekening, en bgdesk volg nóg verander so &apos;n vouer. Dit bly soos dit is.</translation>
    </message>
    <message>
        <source>Every file bgdesk keeps is written again: nothing is waiting to be saved.</source>
        <translation>Elke lêer wat bgdesk hou, is weer geskryf: niks wag om gestoor te word nie.</translation>
    </message>
    <message numerus="yes">
        <source>Not saved: %n file(s)</source>
        <translation>
            <numerusform>Nie gestoor nie: %n lêer</numerusform>
            <numerusform>Nie gestoor nie: %n lêers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n failed write(s))</source>
        <translation>
            <numerusform>(%n mislukte skryfpoging)</numerusform>
            <numerusform>(%n mislukte skryfpogings)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamDoubleDialog</name>
    <message>
        <source>{proposer} proposes that the team double {box} (the box): every member&apos;s cube goes to {value}.</source>
        <translation>{proposer} stel voor dat die span teen {box} (die boks) verdubbel: elke lid se kubus gaan na {value}.</translation>
    </message>
    <message>
        <source>Agreed so far: {names}.</source>
        <translation>Tot dusver saamgestem: {names}.</translation>
    </message>
    <message>
        <source>The team doubles only if every member agrees; one refusal and there is no double this turn.</source>
        <translation>Die span verdubbel net as elke lid saamstem; een weiering en daar is geen verdubbeling hierdie beurt nie.</translation>
    </message>
    <message>
        <source>Team double</source>
        <translation>Spanverdubbeling</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, jou besluit</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>Stem saam</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Weier</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic</source>
        <extracomment>The classes of a decision (:mod:`bgdesk.bots.skill`), in every theme: colours of Okabe and Ito&apos;s palette, which stay apart for the common colour-blindnesses; every judged play also carries its class in words on a badge, and the better play not made is drawn dashed.</extracomment>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoë kontras</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Oseaan</translation>
    </message>
</context>
<context>
    <name>TryController</name>
    <message>
        <source>You</source>
        <translation>Jy</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Teenstander</translation>
    </message>
    <message>
        <source>The answer here is a play: play the roll, then pick up the dice.</source>
        <translation>Die antwoord hier is &apos;n skuif: speel die gooi, tel dan die dobbelstene op.</translation>
    </message>
    <message>
        <source>That is not one of the answers here.</source>
        <translation>Dit is nie een van die antwoorde hier nie.</translation>
    </message>
    <message>
        <source>The answer has been given.</source>
        <translation>Die antwoord is reeds gegee.</translation>
    </message>
    <message>
        <source>Nothing to play here.</source>
        <translation>Niks om hier te speel nie.</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>The tutor is still looking at this decision…</source>
        <translation>Die tutor kyk nog na hierdie besluit…</translation>
    </message>
    <message>
        <source>The tutor is looking at your decision…</source>
        <translation>Die tutor kyk na jou besluit…</translation>
    </message>
    <message>
        <source>This play gives up {loss} points of equity.</source>
        <translation>Hierdie skuif gee {loss} punte ekwiteit prys.</translation>
    </message>
    <message>
        <source>Your play: {mine} (equity {me}).
Better: {best} (equity {eq}).</source>
        <translation>Jou skuif: {mine} (ekwiteit {me}).
Beter: {best} (ekwiteit {eq}).</translation>
    </message>
    <message>
        <source>Keep my play</source>
        <translation>Hou my skuif</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Neem dit terug</translation>
    </message>
    <message>
        <source>Doubling gives up {loss} points of equity.</source>
        <translation>Verdubbeling gee {loss} punte ekwiteit prys.</translation>
    </message>
    <message>
        <source>Double anyway</source>
        <translation>Verdubbel tog</translation>
    </message>
    <message>
        <source>Don&apos;t double</source>
        <translation>Moenie verdubbel nie</translation>
    </message>
    <message>
        <source>Rolling without doubling gives up {loss} points of equity.</source>
        <translation>Om te gooi sonder om te verdubbel, gee {loss} punte ekwiteit prys.</translation>
    </message>
    <message>
        <source>Roll anyway</source>
        <translation>Gooi tog</translation>
    </message>
    <message>
        <source>Think again</source>
        <translation>Dink weer</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.
No double {nd}, double/take {dt}, double/pass {dp}.</source>
        <translation>Regte kubusaksie: {action}.
Geen verdubbeling nie {nd}, verdubbel/aanvaar {dt}, verdubbel/weier {dp}.</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>Aanvaar</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Weier</translation>
    </message>
    <message>
        <source>{what} gives up {loss} points of equity.</source>
        <translation>{what} gee {loss} punte ekwiteit prys.</translation>
    </message>
    <message>
        <source>take</source>
        <translation>aanvaar</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>weier</translation>
    </message>
    <message>
        <source>The better answer is to {better}: take {take}, pass {drop}.</source>
        <translation>Die beter antwoord is om te {better}: aanvaar {take}, weier {drop}.</translation>
    </message>
    <message>
        <source>Take anyway</source>
        <translation>Aanvaar tog</translation>
    </message>
    <message>
        <source>Pass anyway</source>
        <translation>Weier tog</translation>
    </message>
    <message>
        <source>The tutor could not look at this decision ({reason}).</source>
        <translation>Die tutor kon nie na hierdie besluit kyk nie ({reason}).</translation>
    </message>
    <message>
        <source>Play taken back: play the roll again.</source>
        <translation>Skuif teruggeneem: speel die gooi weer.</translation>
    </message>
    <message>
        <source>Think again: take or pass?</source>
        <translation>Dink weer: aanvaar of weier?</translation>
    </message>
    <message>
        <source>Think again: roll or double?</source>
        <translation>Dink weer: gooi of verdubbel?</translation>
    </message>
</context>
<context>
    <name>TutorDialog</name>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
</context>
<context>
    <name>WinPlot</name>
    <message>
        <source>Chance that {name} wins the game, after every play</source>
        <translation>Kans dat {name} die spel wen, ná elke skuif</translation>
    </message>
    <message>
        <source>Nothing to plot yet.</source>
        <translation>Nog niks om te teken nie.</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Spel {n}</translation>
    </message>
</context>
</TS>
