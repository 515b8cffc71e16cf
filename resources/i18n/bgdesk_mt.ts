<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mt" sourcelanguage="en">
<context>
    <name>AnalysisWindow</name>
    <message>
        <source>Supernatural</source>
        <translation>Sopranaturali</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Klassi dinjija</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Espert</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avvanzat</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedju</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Plejer każwali</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Prinċipjant</translation>
    </message>
    <message>
        <source>Awful</source>
        <translation>Ħażin ħafna</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Bla doppju</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppju</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Doppju, aċċetta</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Doppju, irrifjuta</translation>
    </message>
    <message>
        <source>Too good to double</source>
        <translation>Tajjeb wisq biex tirdoppja</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aċċetta</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Irrifjuta</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Kompli ilgħab</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Play on from a decision: the game&apos;s index in the record, how many of its events came before the decision, and the player who made it (from the worst errors or a review).</extracomment>
        <translation>Analiżi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ikkanċella</translation>
    </message>
    <message>
        <source>Review errors…</source>
        <translation>Irrevedi l-iżbalji…</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Ilgħab minn hawn…</translation>
    </message>
    <message>
        <source>Play the match on from the error chosen in the list, against the computer or a friend</source>
        <translation>Kompli l-partita mill-iżball magħżul fil-lista, kontra l-kompjuter jew ħabib</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Plejer</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>Rata ta&apos; żbalji</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>Logħob tal-pedini</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Kubu</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Deċiżjonijiet</translation>
    </message>
    <message>
        <source>Errors / blunders</source>
        <translation>Żbalji / żbalji kbar</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Klassifikazzjoni</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Logħba</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Deċiżjoni</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Intlagħab</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Aħjar</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Ekwità mitlufa</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Fond</translation>
    </message>
    <message>
        <source>Worst errors (equity lost per point at stake):</source>
        <translation>L-agħar żbalji (ekwità mitlufa għal kull punt fil-posta):</translation>
    </message>
    <message>
        <source>Summary of each player</source>
        <translation>Sommarju ta&apos; kull plejer</translation>
    </message>
    <message>
        <source>Worst errors</source>
        <translation>L-agħar żbalji</translation>
    </message>
    <message>
        <source>Analysing… (bgsage, {depth})</source>
        <translation>Qed janalizza… (bgsage, {depth})</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Qed jieqaf…</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>L-analiżi ġiet ikkanċellata.</translation>
    </message>
    <message>
        <source>The analysis failed: {reason}</source>
        <translation>L-analiżi falliet: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): the analysis {program} stored in the file.</source>
        <translation>
            <numerusform>Logħba waħda: l-analiżi li {program} ħażen fil-fajl.</numerusform>
            <numerusform>%n logħbiet: l-analiżi li {program} ħażen fil-fajl.</numerusform>
            <numerusform>%n-il logħba: l-analiżi li {program} ħażen fil-fajl.</numerusform>
            <numerusform>%n logħba: l-analiżi li {program} ħażen fil-fajl.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed with bgsage.</source>
        <translation>
            <numerusform>Logħba waħda analizzata b&apos;bgsage.</numerusform>
            <numerusform>%n logħbiet analizzati b&apos;bgsage.</numerusform>
            <numerusform>%n-il logħba analizzata b&apos;bgsage.</numerusform>
            <numerusform>%n logħba analizzata b&apos;bgsage.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last game is not over: analysed so far.</source>
        <translation>L-aħħar logħba għadha ma ntemmitx: analizzata s&apos;issa.</translation>
    </message>
    <message>
        <source>Error rates are thousandths of a point lost per decision (normalized to the cube; in brackets, how many decisions); lower is better.</source>
        <translation>Ir-rati ta&apos; żbalji huma eluf ta&apos; punt mitlufa għal kull deċiżjoni (normalizzati għall-kubu; bejn parentesi, kemm-il deċiżjoni); aktar baxx huwa aħjar.</translation>
    </message>
    <message>
        <source>{rate} ({n})</source>
        <translation>{rate} ({n})</translation>
    </message>
    <message>
        <source>Play {d1}-{d2}</source>
        <translation>Ilgħab {d1}-{d2}</translation>
    </message>
    <message>
        <source>Resignation</source>
        <translation>Ċediment</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Aċċetta jew irrifjuta</translation>
    </message>
    <message>
        <source>No errors.</source>
        <translation>L-ebda żball.</translation>
    </message>
</context>
<context>
    <name>Archive</name>
    <message>
        <source> vs </source>
        <translation> kontra </translation>
    </message>
    <message>
        <source>chouette</source>
        <translation>chouette</translation>
    </message>
    <message numerus="yes">
        <source>to %n point(s)</source>
        <translation>
            <numerusform>ta&apos; punt wieħed</numerusform>
            <numerusform>ta&apos; %n punti</numerusform>
            <numerusform>ta&apos; %n-il punt</numerusform>
            <numerusform>ta&apos; %n punt</numerusform>
        </translation>
    </message>
    <message>
        <source>money</source>
        <translation>bil-flus</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abbandunata</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>rebaħ {name}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>intemmet</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Arkivju</translation>
    </message>
    <message>
        <source>Every finished or abandoned match and chouette, newest first.</source>
        <translation>Kull partita u chouette li ntemmet jew ġiet abbandunata, l-aktar ġodda l-ewwel.</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Imħassra</translation>
    </message>
    <message>
        <source>Archive or deleted files</source>
        <translation>Arkivju jew fajls imħassra</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Arkivjata</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Plejers</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteġġ</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Tul</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>Tmiem</translation>
    </message>
    <message>
        <source>Open in the replay viewer</source>
        <translation>Iftaħ biex terġa&apos; tara</translation>
    </message>
    <message>
        <source>A match opens in the replay viewer; a chouette opens with its summary, each game in the replay viewer</source>
        <translation>Partita tiftaħ fir-replay; chouette tiftaħ bis-sommarju tagħha, kull logħba fir-replay</translation>
    </message>
    <message>
        <source>Export (.mat)…</source>
        <translation>Esporta (.mat)…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ħassar</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Erġa&apos; lura mit-tħassir</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Irrestawra</translation>
    </message>
    <message>
        <source>Put the selected file back in the archive</source>
        <translation>Erġa&apos; poġġi l-fajl magħżul fl-arkivju</translation>
    </message>
    <message>
        <source>Empty deleted…</source>
        <translation>Battal l-imħassra…</translation>
    </message>
    <message>
        <source>Remove every deleted file for good</source>
        <translation>Neħħi għal kollox kull fajl imħassar</translation>
    </message>
    <message>
        <source>Deleted ({n})</source>
        <extracomment>Asked before the deleted files are removed for good: ``confirm(text) -&gt; bool``.</extracomment>
        <translation>Imħassra ({n})</translation>
    </message>
    <message>
        <source>Nothing deleted. Deleted matches are kept here, also after a restart, until you empty this list.</source>
        <translation>Xejn imħassar. Il-partiti mħassra jinżammu hawn, anke wara li terġa&apos; tibda, sakemm tbattal din il-lista.</translation>
    </message>
    <message>
        <source>Deleted matches, kept in {folder} until you empty them. Restore puts the selected one back.</source>
        <translation>Partiti mħassra, miżmuma f&apos;{folder} sakemm tbattalhom. Irrestawra terġa&apos; tpoġġi lura dik magħżula.</translation>
    </message>
    <message>
        <source>No finished or abandoned match yet.</source>
        <translation>Għad m&apos;hemm l-ebda partita li ntemmet jew ġiet abbandunata.</translation>
    </message>
    <message>
        <source>Archive files that could not be read, kept beside the others in {folder}:</source>
        <translation>Fajls tal-arkivju li ma setgħux jinqraw, miżmuma maġenb l-oħrajn f&apos;{folder}:</translation>
    </message>
    <message>
        <source>{name}: written by a newer bgdesk (format version {version}); a newer bgdesk lists it again.</source>
        <translation>{name}: miktub minn bgdesk aktar ġdid (verżjoni tal-format {version}); bgdesk aktar ġdid jerġa&apos; jurih.</translation>
    </message>
    <message>
        <source>{name}: could not be read and was moved aside.</source>
        <translation>{name}: ma setax jinqara u tqiegħed fil-ġenb.</translation>
    </message>
    <message>
        <source>It is not a match.</source>
        <translation>Mhijiex partita.</translation>
    </message>
    <message>
        <source>This match cannot be opened. {reason}</source>
        <translation>Din il-partita ma tistax tinfetaħ. {reason}</translation>
    </message>
    <message>
        <source>Replay: {players}</source>
        <translation>Erġa&apos; ara: {players}</translation>
    </message>
    <message>
        <source>This match cannot be exported. {reason}</source>
        <translation>Din il-partita ma tistax tiġi esportata. {reason}</translation>
    </message>
    <message>
        <source>It could not be deleted: {reason}.</source>
        <translation>Ma setax jitħassar: {reason}.</translation>
    </message>
    <message>
        <source>Deleted: it is kept in {folder} until you empty that folder; Undo delete brings it back.</source>
        <translation>Imħassar: jinżamm f&apos;{folder} sakemm tbattal dak il-folder; &quot;Erġa&apos; lura mit-tħassir&quot; iġibu lura.</translation>
    </message>
    <message>
        <source>It could not be brought back: {reason}.</source>
        <translation>Ma setax jinġieb lura: {reason}.</translation>
    </message>
    <message>
        <source>Brought back to the archive.</source>
        <translation>Inġieb lura fl-arkivju.</translation>
    </message>
    <message>
        <source>It could not be restored: the archive holds a file of the same name already.</source>
        <translation>Ma setgħetx tiġi rrestawrata: l-arkivju diġà fih fajl bl-istess isem.</translation>
    </message>
    <message>
        <source>It could not be restored: {reason}.</source>
        <translation>Ma setgħetx tiġi rrestawrata: {reason}.</translation>
    </message>
    <message>
        <source>Restored to the archive: {players}.</source>
        <translation>Irrestawrata fl-arkivju: {players}.</translation>
    </message>
    <message>
        <source>Empty deleted</source>
        <translation>Battal l-imħassra</translation>
    </message>
    <message>
        <source>Remove for good</source>
        <translation>Neħħi għal kollox</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n deleted file(s) for good? They cannot be brought back.</source>
        <translation>
            <numerusform>Tneħħi għal kollox fajl imħassar wieħed? Ma jistax jinġab lura.</numerusform>
            <numerusform>Tneħħi għal kollox %n fajls imħassra? Ma jistgħux jinġabu lura.</numerusform>
            <numerusform>Tneħħi għal kollox %n-il fajl imħassar? Ma jistgħux jinġabu lura.</numerusform>
            <numerusform>Tneħħi għal kollox %n fajl imħassar? Ma jistgħux jinġabu lura.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deleted files could not be removed: {reason}.</source>
        <translation>Il-fajls imħassra ma setgħux jitneħħew: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>%n deleted file(s) removed for good.</source>
        <translation>
            <numerusform>Fajl imħassar wieħed tneħħa għal kollox.</numerusform>
            <numerusform>%n fajls imħassra tneħħew għal kollox.</numerusform>
            <numerusform>%n-il fajl imħassar tneħħew għal kollox.</numerusform>
            <numerusform>%n fajl imħassar tneħħew għal kollox.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <source>Both rolled {d}: roll again.</source>
        <translation>It-tnejn armew {d}: erġgħu armu.</translation>
    </message>
    <message>
        <source>Automatic double: the cube is now at {v}.</source>
        <translation>Doppju awtomatiku: il-kubu issa jinsab fuq {v}.</translation>
    </message>
    <message>
        <source>{name} wins the opening roll ({a} {da}, {b} {db}) and plays {hi}-{lo}.</source>
        <translation>{name} jirbaħ l-ewwel tarmija ({a} {da}, {b} {db}) u jilgħab {hi}-{lo}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2}.</source>
        <translation>{name} jarmi {d1}-{d2}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and cannot move. {next} is on roll.</source>
        <translation>{name} jarmi {d1}-{d2} u ma jistax jiċċaqlaq. Imiss lil {next} jarmi.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and cannot move.</source>
        <translation>{name} jarmi {d1}-{d2} u ma jistax jiċċaqlaq.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and bears off: {play}.</source>
        <translation>{name} jarmi {d1}-{d2} u joħroġ: {play}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2}: forced move {play}.</source>
        <translation>{name} jarmi {d1}-{d2}: mossa obbligata {play}.</translation>
    </message>
    <message>
        <source>{name}: pick up the dice to finish the move, or undo.</source>
        <translation>{name}: iġbor id-dadi biex tlesti l-mossa, jew erġa&apos; lura.</translation>
    </message>
    <message>
        <source>{name}: {dice} still to play.</source>
        <translation>{name}: għad fadal {dice} x&apos;tilgħab.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>M&apos;hemm xejn x&apos;tieħu lura.</translation>
    </message>
    <message>
        <source>Step taken back.</source>
        <translation>Il-pass ittieħed lura.</translation>
    </message>
    <message>
        <source>Play the whole roll first: {dice} still to play.</source>
        <translation>L-ewwel ilgħab it-tarmija kollha: għad fadal {dice} x&apos;tilgħab.</translation>
    </message>
    <message>
        <source>{name} played {play}. {next} is on roll.</source>
        <translation>{name} lagħab {play}. Imiss lil {next} jarmi.</translation>
    </message>
    <message>
        <source>There is no doubling here.</source>
        <translation>M&apos;hemmx doppju hawn.</translation>
    </message>
    <message>
        <source>No double has been offered: there is nothing to take or pass.</source>
        <translation>L-ebda doppju ma ġie offrut: m&apos;hemm xejn x&apos;taċċetta jew tirrifjuta.</translation>
    </message>
    <message>
        <source>The key {key} does nothing here; Help &gt; Keyboard lists every key.</source>
        <translation>Il-buttuna {key} ma tagħmel xejn hawn; Għajnuna &gt; Tastiera telenka kull buttuna.</translation>
    </message>
</context>
<context>
    <name>BoardItems</name>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <comment>pip count beside a player&apos;s name</comment>
        <translation>
            <numerusform>%n tikka</numerusform>
            <numerusform>%n tikek</numerusform>
            <numerusform>%n tikka</numerusform>
            <numerusform>%n tikka</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Roll</source>
        <extracomment>How long freshly rolled dice tumble into place at the normal speed: as long as the dice rattle (dice_roll.wav); shorter at a faster animation speed, never longer.</extracomment>
        <translation>Armi</translation>
    </message>
    <message numerus="yes">
        <source>Match to %n</source>
        <comment>the match length, in the band at the top</comment>
        <translation>
            <numerusform>Partita ta&apos; punt wieħed</numerusform>
            <numerusform>Partita ta&apos; %n punti</numerusform>
            <numerusform>Partita ta&apos; %n-il punt</numerusform>
            <numerusform>Partita ta&apos; %n punt</numerusform>
        </translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation>Logħba Crawford</translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Sessjoni bil-flus</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <source>{n} on the bar</source>
        <translation>{n} fuq il-bar</translation>
    </message>
    <message>
        <source>{n} on {point}</source>
        <translation>{n} fuq {point}</translation>
    </message>
    <message>
        <source>{n} borne off</source>
        <translation>{n} maħruġa</translation>
    </message>
    <message>
        <source>no checkers</source>
        <translation>l-ebda pedina</translation>
    </message>
    <message>
        <source>{name} (light)</source>
        <translation>{name} (ċari)</translation>
    </message>
    <message>
        <source>{name} (dark)</source>
        <translation>{name} (skuri)</translation>
    </message>
    <message>
        <source>Die: {a}</source>
        <translation>Dadu: {a}</translation>
    </message>
    <message>
        <source>Opening roll: {a} for {name0}, {b} for {name1}</source>
        <translation>L-ewwel tarmija: {a} għal {name0}, {b} għal {name1}</translation>
    </message>
    <message>
        <source>No dice rolled</source>
        <translation>L-ebda dadi mitfugħa</translation>
    </message>
    <message>
        <source>Dice of {name}: {dice}</source>
        <translation>Id-dadi ta&apos; {name}: {dice}</translation>
    </message>
    <message>
        <source>left to play: {dice}</source>
        <translation>fadal x&apos;jintlagħab: {dice}</translation>
    </message>
    <message>
        <source>all played</source>
        <translation>intlagħbu kollha</translation>
    </message>
    <message>
        <source>No cube in this game</source>
        <translation>M&apos;hemmx kubu f&apos;din il-logħba</translation>
    </message>
    <message>
        <source>{name} offers the cube at {v}</source>
        <translation>{name} joffri l-kubu għal {v}</translation>
    </message>
    <message>
        <source>Cube at {v}, in the middle</source>
        <translation>Il-kubu fuq {v}, fin-nofs</translation>
    </message>
    <message>
        <source>Cube at {v}, owned by {name}</source>
        <translation>Il-kubu fuq {v}, ta&apos; {name}</translation>
    </message>
    <message>
        <source>Pip counts: {a} {pa}, {b} {pb}</source>
        <translation>L-għadd tat-tikek: {a} {pa}, {b} {pb}</translation>
    </message>
    <message>
        <source>Backgammon board</source>
        <translation>Bord tal-backgammon</translation>
    </message>
</context>
<context>
    <name>BotDriver</name>
    <message>
        <source>{name} offers to resign.</source>
        <extracomment>A computer player&apos;s cube action or answer, in words, for the window&apos;s banner. A computer player starts (True) or stops (False) thinking.</extracomment>
        <translation>{name} joffri li jċedi.</translation>
    </message>
    <message>
        <source>{name} doubles to {value}.</source>
        <translation>{name} jirdoppja għal {value}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} jirrifjuta.</translation>
    </message>
    <message>
        <source>{name} beavers: the cube is at {value}.</source>
        <translation>{name} jagħmel beaver: il-kubu jinsab fuq {value}.</translation>
    </message>
    <message>
        <source>{name} takes: the cube is at {value}.</source>
        <translation>{name} jaċċetta: il-kubu jinsab fuq {value}.</translation>
    </message>
    <message>
        <source>{name} accepts the resignation.</source>
        <translation>{name} jaċċetta ċ-ċessjoni.</translation>
    </message>
    <message>
        <source>{name} declines the resignation: play goes on.</source>
        <translation>{name} jirrifjuta ċ-ċessjoni: il-logħba tkompli.</translation>
    </message>
    <message>
        <source>{name} plays {play}.</source>
        <translation>{name} jilgħab {play}.</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Beginner</source>
        <extracomment>The bot levels in words (bgdesk.bots levels; an unknown level shows as itself).</extracomment>
        <translation>Prinċipjant</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedju</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Qawwi</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Espert</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Klassi dinjija</translation>
    </message>
    <message>
        <source>our network, with mistakes</source>
        <extracomment>What each level is: whose evaluation, and how deep (bgsage&apos;s plies: its network alone is 1-ply; see bgdesk.bots.LEVEL_INFO and Help).</extracomment>
        <translation>in-netwerk tagħna, bi żbalji</translation>
    </message>
    <message>
        <source>our network</source>
        <translation>in-netwerk tagħna</translation>
    </message>
    <message>
        <source>bgsage, 1-ply</source>
        <translation>bgsage, livell 1</translation>
    </message>
    <message>
        <source>bgsage, 2-ply</source>
        <translation>bgsage, livell 2</translation>
    </message>
    <message>
        <source>bgsage, 3-ply</source>
        <translation>bgsage, livell 3</translation>
    </message>
    <message>
        <source>{name}: {kind}. It gives up about {error} thousandths of a point per decision, judged by GNU Backgammon at 2-ply.</source>
        <extracomment>Each level&apos;s error per decision (checker plays and cube decisions), thousandths of a point, judged by GNU Backgammon 1.07 at 2-ply on the fixed set of tests/benchmarks/bench_advice.py (its ladder, printed by the benchmark; Help &gt; Rules, section 15, gives the whole table).</extracomment>
        <translation>{name}: {kind}. Jitlef madwar {error} eluf ta&apos; punt f&apos;kull deċiżjoni, kif jiġġudika GNU Backgammon fil-livell 2.</translation>
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
        <translation>It-tim ({members}) jirdoppja. Aċċetta: kull kubu jiġi rdoppjat u jiġi fuq in-naħa tiegħek. Irrifjuta: tħallas lil kull membru l-posta tiegħu issa ({each}; {total} b&apos;kollox) u l-logħba tintemm.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aċċetta</translation>
    </message>
    <message>
        <source>Pass (pay {total})</source>
        <translation>Irrifjuta (ħallas {total})</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>Team double</source>
        <translation>Doppju tat-tim</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, id-deċiżjoni hija tiegħek</translation>
    </message>
</context>
<context>
    <name>ChouetteController</name>
    <message>
        <source>Box</source>
        <translation>Kaxxa</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Tim</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (kompjuter)</translation>
    </message>
    <message>
        <source>New chouette: {names}. Everyone rolls one die for the seats; {first} rolls first.</source>
        <translation>Chouette ġdida: {names}. Kulħadd jarmi dadu wieħed għall-postijiet; {first} jarmi l-ewwel.</translation>
    </message>
    <message>
        <source>Chouette resumed: {ledger}.</source>
        <translation>Il-chouette tkompliet: {ledger}.</translation>
    </message>
    <message>
        <source>{name} joins the chouette and plays from the next game.</source>
        <translation>{name} jingħaqad mal-chouette u jilgħab mil-logħba li jmiss.</translation>
    </message>
    <message>
        <source>{name} joins the chouette as captain.</source>
        <translation>{name} jingħaqad mal-chouette bħala kaptan.</translation>
    </message>
    <message>
        <source>{name} joins the chouette: place {place} in the line.</source>
        <translation>{name} jingħaqad mal-chouette: il-post {place} fil-linja.</translation>
    </message>
    <message>
        <source>{name} leaves the chouette; their account stands at {points}.</source>
        <translation>{name} iħalli l-chouette; il-kont tiegħu huwa {points}.</translation>
    </message>
    <message>
        <source>{name} leaves during the game and pays {box} {points} for their cube.</source>
        <translation>{name} jitlaq matul il-logħba u jħallas {points} lil {box} għall-kubu tiegħu.</translation>
    </message>
    <message>
        <source>Automatic double: every cube is now at {value}.</source>
        <translation>Doppju awtomatiku: kull kubu issa jinsab fuq {value}.</translation>
    </message>
    <message>
        <source>{name} rolls {die}. </source>
        <translation>{name} jarmi {die}. </translation>
    </message>
    <message>
        <source>{name} rolls {die}. Tie between {tied}: they roll again; {next} first.</source>
        <translation>{name} jarmi {die}. Indaqs bejn {tied}: jerġgħu jarmu; {next} l-ewwel.</translation>
    </message>
    <message>
        <source>{name} rolls {die}. {next}: roll for your seat.</source>
        <translation>{name} jarmi {die}. {next}: armi għall-post tiegħek.</translation>
    </message>
    <message>
        <source>{box} is in the box, {captain} is captain</source>
        <translation>{box} fil-kaxxa, {captain} huwa l-kaptan</translation>
    </message>
    <message>
        <source>, then {rest}</source>
        <translation>, imbagħad {rest}</translation>
    </message>
    <message>
        <source>Click here or press Roll to start the first game.</source>
        <translation>Ikklikkja hawn jew agħfas Armi biex tibda l-ewwel logħba.</translation>
    </message>
    <message>
        <source>Roll for the seats first.</source>
        <translation>L-ewwel armu għall-postijiet.</translation>
    </message>
    <message>
        <source>The current game is not over yet.</source>
        <translation>Il-logħba attwali għadha ma ntemmitx.</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box against {team}; {captain} is captain. Roll for the opening.</source>
        <translation>Logħba {n}: {box} fil-kaxxa kontra {team}; {captain} huwa l-kaptan. Armu l-ewwel tarmija.</translation>
    </message>
    <message>
        <source>Game {n} set up: {name} to {what}.</source>
        <translation>Logħba {n} lesta: imiss lil {name} {what}.</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jilgħab</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>jarmi</translation>
    </message>
    <message>
        <source>Doubling is not possible now.</source>
        <translation>Ma tistax tirdoppja issa.</translation>
    </message>
    <message>
        <source>Resigning is not possible now.</source>
        <translation>Ma tistax iċċedi issa.</translation>
    </message>
    <message>
        <source>{name} is a computer player: wait for its decision.</source>
        <translation>{name} huwa plejer tal-kompjuter: stenna d-deċiżjoni tiegħu.</translation>
    </message>
    <message>
        <source>{name} is acting captain.</source>
        <translation>{name} qed jaġixxi bħala kaptan.</translation>
    </message>
    <message>
        <source>{box} (box) doubles {names}. {next}: take or pass?</source>
        <translation>{box} (kaxxa) jirdoppja lil {names}. {next}: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>{name} proposes a team double.</source>
        <translation>{name} jipproponi doppju tat-tim.</translation>
    </message>
    <message>
        <source>{name} agrees.</source>
        <translation>{name} jaqbel.</translation>
    </message>
    <message>
        <source>{next}: agree or refuse?</source>
        <translation>{next}: taqbel jew tirrifjuta?</translation>
    </message>
    <message>
        <source>The team doubles {box}. {box}: take or pass?</source>
        <translation>It-tim jirdoppja lil {box}. {box}: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>{name} refuses: no team double this turn. {captain} to roll.</source>
        <translation>{name} jirrifjuta: l-ebda doppju tat-tim f&apos;din id-dawra. Imiss lil {captain} jarmi.</translation>
    </message>
    <message>
        <source>{box} takes the team&apos;s double</source>
        <translation>{box} jaċċetta d-doppju tat-tim</translation>
    </message>
    <message>
        <source>{box} beavers the team&apos;s double</source>
        <translation>{box} iwieġeb id-doppju tat-tim b&apos;beaver</translation>
    </message>
    <message>
        <source>: the cubes are on the box&apos;s side at {value}. {captain} to roll.</source>
        <translation>: il-kubi huma fuq in-naħa tal-kaxxa fuq {value}. Imiss lil {captain} jarmi.</translation>
    </message>
    <message>
        <source>{name} takes at {value}.</source>
        <translation>{name} jaċċetta fuq {value}.</translation>
    </message>
    <message>
        <source>{name} beavers at {value}.</source>
        <translation>{name} jagħmel beaver fuq {value}.</translation>
    </message>
    <message>
        <source>{name} passes and pays {box} {points}.</source>
        <translation>{name} jirrifjuta u jħallas {points} lil {box}.</translation>
    </message>
    <message>
        <source>{next}: take or pass?</source>
        <translation>{next}: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>{box} to roll.</source>
        <translation>Imiss lil {box} jarmi.</translation>
    </message>
    <message>
        <source>{name} offers to resign {what}. {next}: accept or decline?</source>
        <translation>{name} joffri li jċedi {what}. {next}: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>{name} declines the resignation: play goes on.</source>
        <translation>{name} jirrifjuta ċ-ċessjoni: il-logħba tkompli.</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>logħba sempliċi</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>gammon</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>backgammon</translation>
    </message>
    <message>
        <source>no cube</source>
        <translation>mingħajr kubu</translation>
    </message>
    <message>
        <source>Jacoby rule</source>
        <translation>ir-regola ta&apos; Jacoby</translation>
    </message>
    <message>
        <source>automatic doubles (at most {n})</source>
        <translation>doppji awtomatiċi (l-aktar {n})</translation>
    </message>
    <message>
        <source>backgammons count as gammons</source>
        <translation>il-backgammons jgħoddu bħala gammons</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Logħob bil-flus</translation>
    </message>
    <message>
        <source>Chouette of {when}</source>
        <translation>Chouette ta&apos; {when}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Plejers: {names}</translation>
    </message>
    <message>
        <source>The seats are being decided.</source>
        <translation>Il-postijiet qed jiġu deċiżi.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>irrifjuta</translation>
    </message>
    <message>
        <source>left the chouette</source>
        <translation>telaq mill-chouette</translation>
    </message>
    <message>
        <source>played to the end</source>
        <translation>lagħab sal-aħħar</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>għadu jilgħab</translation>
    </message>
    <message>
        <source>Still being played.</source>
        <translation>Għadha qed tintlagħab.</translation>
    </message>
    <message>
        <source>{name}: cube {value}, {how}: {points}</source>
        <translation>{name}: kubu {value}, {how}: {points}</translation>
    </message>
    <message>
        <source>{box} (box): {points}</source>
        <translation>{box} (kaxxa): {points}</translation>
    </message>
    <message>
        <source>{name} joins the chouette</source>
        <translation>{name} jingħaqad mal-chouette</translation>
    </message>
    <message>
        <source>{name} leaves the chouette</source>
        <translation>{name} jitlaq mill-chouette</translation>
    </message>
    <message>
        <source>(during game {n})</source>
        <translation>(matul il-logħba {n})</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Il-kontijiet</translation>
    </message>
    <message>
        <source>(left)</source>
        <translation>(telaq)</translation>
    </message>
    <message>
        <source>{box} (box) passes the team&apos;s double.</source>
        <translation>{box} (kaxxa) jirrifjuta d-doppju tat-tim.</translation>
    </message>
    <message>
        <source>Every member passed: {box} (box) wins.</source>
        <translation>Il-membri kollha rrifjutaw: {box} (kaxxa) jirbaħ.</translation>
    </message>
    <message>
        <source>the team</source>
        <translation>it-tim</translation>
    </message>
    <message>
        <source>The team</source>
        <translation>It-tim</translation>
    </message>
    <message>
        <source>{loser} resigns {what}: {winner} wins.</source>
        <translation>{loser} iċedi {what}: jirbaħ {winner}.</translation>
    </message>
    <message>
        <source>{box} (box) wins {what}.</source>
        <translation>{box} (kaxxa) jirbaħ {what}.</translation>
    </message>
    <message>
        <source>The team (captain {captain}) wins {what}.</source>
        <translation>It-tim (kaptan {captain}) jirbaħ {what}.</translation>
    </message>
    <message>
        <source>{name} pays {box} {points}</source>
        <translation>{name} iħallas {points} lil {box}</translation>
    </message>
    <message>
        <source>{box} pays {members}</source>
        <translation>{box} iħallas lil {members}</translation>
    </message>
    <message>
        <source>{box} stays in the box</source>
        <translation>{box} jibqa&apos; fil-kaxxa</translation>
    </message>
    <message>
        <source>{box} takes the box</source>
        <translation>{box} jieħu l-kaxxa</translation>
    </message>
    <message>
        <source>; {captain} is captain.</source>
        <translation>; {captain} huwa l-kaptan.</translation>
    </message>
    <message>
        <source>Next: {rotation}</source>
        <translation>Li jmiss: {rotation}</translation>
    </message>
    <message>
        <source>Click here or press Roll for the next game.</source>
        <translation>Ikklikkja hawn jew agħfas Armi għal-logħba li jmiss.</translation>
    </message>
    <message>
        <source>Start a chouette (Game &gt; New chouette…).</source>
        <translation>Ibda chouette (Logħba &gt; Chouette ġdida…).</translation>
    </message>
    <message>
        <source>{name} (box)</source>
        <translation>{name} (kaxxa)</translation>
    </message>
    <message>
        <source>{name} (captain)</source>
        <translation>{name} (kaptan)</translation>
    </message>
    <message>
        <source>Chouette</source>
        <translation>Chouette</translation>
    </message>
    <message>
        <source>Chouette · game {n}</source>
        <translation>Chouette · logħba {n}</translation>
    </message>
    <message>
        <source>{name} (captain of {n})</source>
        <translation>{name} (kaptan ta&apos; {n})</translation>
    </message>
    <message>
        <source>{name}: roll one die for your seat</source>
        <translation>{name}: armi dadu wieħed għall-post tiegħek</translation>
    </message>
    <message>
        <source>Press Roll to start the first game</source>
        <translation>Agħfas Armi biex tibda l-ewwel logħba</translation>
    </message>
    <message>
        <source>Game {n} is over: the box wins.</source>
        <translation>Il-logħba {n} spiċċat: tirbaħ il-kaxxa.</translation>
    </message>
    <message>
        <source>Game {n} is over: the team wins.</source>
        <translation>Il-logħba {n} spiċċat: jirbaħ it-tim.</translation>
    </message>
    <message>
        <source>Opening roll: click the dice area or press Roll</source>
        <translation>L-ewwel tarmija: ikklikkja fuq il-post tad-dadi jew agħfas Armi</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (kompjuter) qed jaħseb…</translation>
    </message>
    <message>
        <source>{name}: roll or double</source>
        <translation>{name}: armi jew irdoppja</translation>
    </message>
    <message>
        <source>{name}: roll</source>
        <translation>{name}: armi</translation>
    </message>
    <message>
        <source>{name}: pick up the dice</source>
        <translation>{name}: iġbor id-dadi</translation>
    </message>
    <message>
        <source>{name} to play {dice}</source>
        <translation>{name}: ilgħab {dice}</translation>
    </message>
    <message>
        <source>{name}: agree to the team&apos;s double?</source>
        <translation>{name}: taqbel mad-doppju tat-tim?</translation>
    </message>
    <message>
        <source>{name}: take or pass the team&apos;s double?</source>
        <translation>{name}: taċċetta jew tirrifjuta d-doppju tat-tim?</translation>
    </message>
    <message>
        <source>{name}: take or pass the box&apos;s double?</source>
        <translation>{name}: taċċetta jew tirrifjuta d-doppju tal-kaxxa?</translation>
    </message>
    <message>
        <source>{name}: accept or decline the resignation?</source>
        <translation>{name}: taċċetta jew tirrifjuta ċ-ċessjoni?</translation>
    </message>
    <message>
        <source>Start a chouette first.</source>
        <translation>L-ewwel ibda chouette.</translation>
    </message>
    <message>
        <source>{name} must play the roll first.</source>
        <translation>{name} irid jilgħab it-tarmija l-ewwel.</translation>
    </message>
    <message>
        <source>{name} is playing the roll.</source>
        <translation>{name} qed jilgħab it-tarmija.</translation>
    </message>
    <message>
        <source>{name} must decide first.</source>
        <translation>{name} irid jiddeċiedi l-ewwel.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Il-logħba ntemmet.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>L-ewwel armi d-dadi.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Mhux issa.</translation>
    </message>
    <message>
        <source>{name} rolls {die} for the seats</source>
        <translation>{name} jarmi {die} għall-postijiet</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box; team {team}</source>
        <translation>Logħba {n}: {box} fil-kaxxa; tim {team}</translation>
    </message>
    <message>
        <source>Opening roll: {box} {d1}, {captain} {d2}</source>
        <translation>L-ewwel tarmija: {box} {d1}, {captain} {d2}</translation>
    </message>
    <message>
        <source> (tie)</source>
        <translation> (indaqs)</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>ma jistax jiċċaqlaq</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>jirdoppja</translation>
    </message>
    <message>
        <source>proposes a team double</source>
        <translation>jipproponi doppju tat-tim</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>jaqbel</translation>
    </message>
    <message>
        <source>refuses</source>
        <translation>jirrifjuta</translation>
    </message>
    <message>
        <source>takes</source>
        <translation>jaċċetta</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>jirrifjuta</translation>
    </message>
    <message>
        <source>beavers</source>
        <translation>jagħmel beaver</translation>
    </message>
    <message>
        <source>offers to resign {what}</source>
        <translation>joffri li jċedi {what}</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>jaċċetta</translation>
    </message>
    <message>
        <source>declines</source>
        <translation>jirrifjuta</translation>
    </message>
    <message>
        <source>The chouette could not be saved ({reason}); play goes on.</source>
        <translation>Il-chouette ma setgħetx tiġi salvata ({reason}); il-logħba tkompli.</translation>
    </message>
    <message>
        <source>The chouette could not be kept in the archive ({reason}); it stays saved.</source>
        <translation>Il-chouette ma setgħetx tinżamm fl-arkivju ({reason}); tibqa&apos; salvata.</translation>
    </message>
    <message>
        <source>{name} played {play}. {next} is on roll.</source>
        <translation>{name} lagħab {play}. Imiss lil {next} jarmi.</translation>
    </message>
    <message>
        <source>Game {n} is being played: {box} in the box, {captain} captain.</source>
        <translation>Il-logħba {n} qed tintlagħab: {box} fil-kaxxa, {captain} kaptan.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played; next: {box} in the box, {captain} captain.</source>
        <translation>
            <numerusform>Intlagħbet logħba waħda; li jmiss: {box} fil-kaxxa, {captain} kaptan.</numerusform>
            <numerusform>Intlagħbu %n logħbiet; li jmiss: {box} fil-kaxxa, {captain} kaptan.</numerusform>
            <numerusform>Intlagħbu %n-il logħba; li jmiss: {box} fil-kaxxa, {captain} kaptan.</numerusform>
            <numerusform>Intlagħbu %n logħba; li jmiss: {box} fil-kaxxa, {captain} kaptan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ledger: {ledger}.</source>
        <translation>Il-kontijiet: {ledger}.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>punt wieħed</numerusform>
            <numerusform>%n punti</numerusform>
            <numerusform>%n-il punt</numerusform>
            <numerusform>%n punt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChouetteMode</name>
    <message>
        <source>New c&amp;houette…</source>
        <translation>C&amp;houette ġdida…</translation>
    </message>
    <message>
        <source>Three to eight players around one board: one in the box against a team led by a captain</source>
        <translation>Minn tlieta sa tmien plejers madwar bord wieħed: wieħed fil-kaxxa kontra tim immexxi minn kaptan</translation>
    </message>
    <message>
        <source>Resume chouette</source>
        <translation>Kompli l-chouette</translation>
    </message>
    <message>
        <source>Carry on with the chouette saved last</source>
        <translation>Kompli bl-aħħar chouette salvata</translation>
    </message>
    <message>
        <source>Past chouettes…</source>
        <translation>Chouettes li għaddew…</translation>
    </message>
    <message>
        <source>Chouettes kept in the archive: their summaries and their games in the replay viewer</source>
        <translation>Chouettes miżmuma fl-arkivju: is-sommarji tagħhom u l-logħbiet tagħhom fil-replay</translation>
    </message>
    <message>
        <source>The saved chouette could not be kept in the archive ({reason}); nothing was changed.</source>
        <translation>Il-chouette salvata ma setgħetx tinżamm fl-arkivju ({reason}); xejn ma nbidel.</translation>
    </message>
    <message>
        <source>No chouette has been kept in the archive yet.</source>
        <translation>L-ebda chouette għadha ma nżammet fl-arkivju.</translation>
    </message>
    <message>
        <source>This chouette could not be read back because {reason}.</source>
        <translation>Din il-chouette ma setgħetx terġa&apos; tinqara għax {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>{when}: {players} (%n game(s))</source>
        <translation>
            <numerusform>{when}: {players} (logħba waħda)</numerusform>
            <numerusform>{when}: {players} (%n logħbiet)</numerusform>
            <numerusform>{when}: {players} (%n-il logħba)</numerusform>
            <numerusform>{when}: {players} (%n logħba)</numerusform>
        </translation>
    </message>
    <message>
        <source>(abandoned)</source>
        <translation>(abbandunata)</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box against {team}</source>
        <translation>Logħba {n}: {box} fil-kaxxa kontra {team}</translation>
    </message>
    <message>
        <source>The evening</source>
        <translation>Il-lejla</translation>
    </message>
    <message>
        <source>There is no saved chouette.</source>
        <translation>M&apos;hemm l-ebda chouette salvata.</translation>
    </message>
    <message>
        <source>The saved chouette could not be restored because {reason}.</source>
        <translation>Il-chouette salvata ma setgħetx terġa&apos; tittella&apos; għax {reason}.</translation>
    </message>
    <message>
        <source>Chouette</source>
        <translation>Chouette</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Armi</translation>
    </message>
    <message>
        <source>Roll the dice (seats, opening roll, turn) or start the next game</source>
        <translation>Armi d-dadi (postijiet, l-ewwel tarmija, dawra) jew ibda l-logħba li jmiss</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>Ir&amp;doppja</translation>
    </message>
    <message>
        <source>The box doubles, or the captain proposes the team&apos;s double</source>
        <translation>Il-kaxxa tirdoppja, jew il-kaptan jipproponi d-doppju tat-tim</translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation>&amp;Erġa&apos; pass lura</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Ħu lura l-aħħar pass</translation>
    </message>
    <message>
        <source>D&amp;one</source>
        <translation>&amp;Lest</translation>
    </message>
    <message>
        <source>Pick up the dice: the move is final</source>
        <translation>Iġbor id-dadi: il-mossa hija finali</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>Il-logħba li j&amp;miss</translation>
    </message>
    <message>
        <source>Start the next game with the new roles</source>
        <translation>Ibda l-logħba li jmiss bir-rwoli l-ġodda</translation>
    </message>
    <message>
        <source>Resign a single game</source>
        <translation>Ċedi logħba sempliċi</translation>
    </message>
    <message>
        <source>Resign a gammon</source>
        <translation>Ċedi gammon</translation>
    </message>
    <message>
        <source>Resign a backgammon</source>
        <translation>Ċedi backgammon</translation>
    </message>
    <message>
        <source>&amp;Leave chouette</source>
        <translation>&amp;Ħalli l-chouette</translation>
    </message>
    <message>
        <source>Back to the match (the chouette stays saved)</source>
        <translation>Lura għall-partita (il-chouette tibqa&apos; salvata)</translation>
    </message>
    <message>
        <source>A player &amp;joins…</source>
        <translation>Plejer &amp;jingħaqad…</translation>
    </message>
    <message>
        <source>A newcomer sits down: last in the line, or where the group agrees</source>
        <translation>Wieħed ġdid joqgħod: l-aħħar fil-linja, jew fejn jaqbel il-grupp</translation>
    </message>
    <message>
        <source>A player lea&amp;ves…</source>
        <translation>Plejer &amp;jitlaq…</translation>
    </message>
    <message>
        <source>Someone leaves; their account stays in the ledger</source>
        <translation>Xi ħadd jitlaq; il-kont tiegħu jibqa&apos; fil-kontijiet</translation>
    </message>
    <message>
        <source>Summary of the &amp;evening…</source>
        <translation>Sommarju tal-&amp;lejla…</translation>
    </message>
    <message>
        <source>Every game, who was in the box, each cube&apos;s result and the ledger: copy it, save it, replay a game</source>
        <translation>Kull logħba, min kien fil-kaxxa, ir-riżultat ta&apos; kull kubu u l-kontijiet: ikkopja, issejvja, erġa&apos; ara logħba</translation>
    </message>
    <message>
        <source>&amp;End the evening…</source>
        <translation>&amp;Temm il-lejla…</translation>
    </message>
    <message>
        <source>Keep this chouette in the archive and see its summary</source>
        <translation>Żomm din il-chouette fl-arkivju u ara s-sommarju tagħha</translation>
    </message>
    <message>
        <source>&amp;Chouette</source>
        <translation>&amp;Chouette</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>Ċ&amp;edi</translation>
    </message>
    <message>
        <source>bgdesk — chouette</source>
        <translation>bgdesk — chouette</translation>
    </message>
    <message>
        <source>The evening is over</source>
        <translation>Il-lejla spiċċat</translation>
    </message>
    <message>
        <source>{box} (the box)</source>
        <translation>{box} (il-kaxxa)</translation>
    </message>
    <message>
        <source>The team ({captain})</source>
        <translation>It-tim ({captain})</translation>
    </message>
</context>
<context>
    <name>ChouettePanel</name>
    <message>
        <source>Seat</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Plejer</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Kubu</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stat</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>L-aħħar logħba</translation>
    </message>
    <message>
        <source>No game finished yet.</source>
        <translation>L-ebda logħba għadha ma ntemmet.</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessjoni</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Il-plejers fuq il-mejda</translation>
    </message>
    <message>
        <source>Type a move (e.g. 24/18 13/11) and press Enter:</source>
        <translation>Ikteb mossa (eż. 24/18 13/11) u agħfas Enter:</translation>
    </message>
    <message>
        <source>No chouette</source>
        <translation>L-ebda chouette</translation>
    </message>
    <message>
        <source>Chouette: rolling for the seats</source>
        <translation>Chouette: qed jarmu għall-postijiet</translation>
    </message>
    <message>
        <source>Chouette: seats decided</source>
        <translation>Chouette: il-postijiet deċiżi</translation>
    </message>
    <message>
        <source>Chouette: game {n}</source>
        <translation>Chouette: logħba {n}</translation>
    </message>
    <message>
        <source>Chouette: game {n} over</source>
        <translation>Chouette: logħba {n} intemmet</translation>
    </message>
    <message>
        <source>Next: {rotation}</source>
        <translation>Li jmiss: {rotation}</translation>
    </message>
    <message>
        <source>The box may double every cube it may turn:</source>
        <translation>Il-kaxxa tista&apos; tirdoppja kull kubu li tista&apos; ddawwar:</translation>
    </message>
    <message>
        <source>Propose a team double (every other member in the game must agree):</source>
        <translation>Ipproponi doppju tat-tim (kull membru ieħor fil-logħba jrid jaqbel):</translation>
    </message>
    <message>
        <source>{name} doubles</source>
        <translation>{name} jirdoppja</translation>
    </message>
    <message>
        <source>{name} proposes a double</source>
        <translation>{name} jipproponi doppju</translation>
    </message>
    <message>
        <source>The box doubles every cube it may turn</source>
        <translation>Il-kaxxa tirdoppja kull kubu li tista&apos; ddawwar</translation>
    </message>
    <message>
        <source>{name} proposes that the team double the box; every other member must agree</source>
        <translation>{name} jipproponi li t-tim jirdoppja lill-kaxxa; kull membru ieħor irid jaqbel</translation>
    </message>
    <message>
        <source>to roll</source>
        <translation>imissu jarmi</translation>
    </message>
    <message>
        <source>rolled {dice}</source>
        <translation>rema {dice}</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Kaxxa</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kaptan</translation>
    </message>
    <message>
        <source>all cubes</source>
        <translation>il-kubi kollha</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>imissu jarmi</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>fin-nofs</translation>
    </message>
    <message>
        <source>own</source>
        <translation>tiegħu</translation>
    </message>
    <message>
        <source>box has it</source>
        <translation>għand il-kaxxa</translation>
    </message>
    <message>
        <source>left ({points})</source>
        <translation>telaq ({points})</translation>
    </message>
    <message>
        <source>passed ({points})</source>
        <translation>irrifjuta ({points})</translation>
    </message>
    <message>
        <source>doubled to {value}</source>
        <translation>irdoppjat għal {value}</translation>
    </message>
    <message>
        <source>proposes</source>
        <translation>jipproponi</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>qabel</translation>
    </message>
    <message>
        <source>to confirm</source>
        <translation>irid jikkonferma</translation>
    </message>
    <message>
        <source>doubles to {value}</source>
        <translation>jirdoppja għal {value}</translation>
    </message>
    <message>
        <source>acting captain</source>
        <translation>kaptan temporanju</translation>
    </message>
    <message>
        <source>Plays from the next game: {names}</source>
        <translation>Jilagħbu mil-logħba li jmiss: {names}</translation>
    </message>
    <message>
        <source>Left: {accounts}</source>
        <translation>Telqu: {accounts}</translation>
    </message>
    <message>
        <source>Press Roll (or click the board) to start the first game.</source>
        <translation>Agħfas Armi (jew ikklikkja fuq il-bord) biex tibda l-ewwel logħba.</translation>
    </message>
    <message>
        <source>Press Roll (or click the board) to start the next game.</source>
        <translation>Agħfas Armi (jew ikklikkja fuq il-bord) biex tibda l-logħba li jmiss.</translation>
    </message>
    <message>
        <source>roll one die for the seats</source>
        <translation>jarmi dadu wieħed għall-postijiet</translation>
    </message>
    <message>
        <source>roll the opening roll</source>
        <translation>jarmi l-ewwel tarmija</translation>
    </message>
    <message>
        <source>roll or double</source>
        <translation>jarmi jew jirdoppja</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>jarmi</translation>
    </message>
    <message>
        <source>play the roll</source>
        <translation>jilgħab it-tarmija</translation>
    </message>
    <message>
        <source>agree to the team&apos;s double or refuse it</source>
        <translation>jaqbel mad-doppju tat-tim jew jirrifjutah</translation>
    </message>
    <message>
        <source>take or pass the team&apos;s double</source>
        <translation>jaċċetta jew jirrifjuta d-doppju tat-tim</translation>
    </message>
    <message>
        <source>take or pass the box&apos;s double</source>
        <translation>jaċċetta jew jirrifjuta d-doppju tal-kaxxa</translation>
    </message>
    <message>
        <source>accept or decline the resignation</source>
        <translation>jaċċetta jew jirrifjuta ċ-ċessjoni</translation>
    </message>
    <message>
        <source>Waiting for {name}: {what}.</source>
        <translation>Qed nistennew lil {name}: {what}.</translation>
    </message>
</context>
<context>
    <name>ChouetteReplay</name>
    <message>
        <source>This game</source>
        <translation>Din il-logħba</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>{option} needs a value.</source>
        <extracomment>Exit status for a command line that cannot be used. Qt&apos;s options that take a value (QGuiApplication, QApplication, the xcb platform); with one or two leading dashes. Qt&apos;s options without a value.</extracomment>
        <translation>{option} jeħtieġ valur.</translation>
    </message>
    <message>
        <source>There is no option {option}.</source>
        <translation>M&apos;hemmx għażla {option}.</translation>
    </message>
    <message>
        <source>bgdesk does not speak &quot;{value}&quot;; choose one of {codes}.</source>
        <translation>bgdesk ma jitkellimx &quot;{value}&quot;; agħżel waħda minn {codes}.</translation>
    </message>
    <message>
        <source>Give one file at most.</source>
        <translation>Agħti fajl wieħed biss.</translation>
    </message>
    <message>
        <source>{path} is not a file.</source>
        <translation>{path} mhuwiex fajl.</translation>
    </message>
    <message>
        <source>{path} is a named pipe or a device, not a file: bgdesk opens only ordinary files.</source>
        <translation>{path} huwa pajp bl-isem jew apparat, mhux fajl: bgdesk jiftaħ fajls ordinarji biss.</translation>
    </message>
    <message>
        <source>&quot;bgdesk --help&quot; lists the options.</source>
        <translation>&quot;bgdesk --help&quot; jelenka l-għażliet.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FAJL</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LINGWA</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>MOGĦDIJA</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKONDI</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>LIVELL</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>Użu:</translation>
    </message>
    <message>
        <source>Backgammon against a friend or a computer player: games, money sessions, matches and chouettes.</source>
        <translation>Backgammon kontra ħabib jew plejer tal-kompjuter: logħbiet, sessjonijiet bil-flus, partiti u chouettes.</translation>
    </message>
    <message>
        <source>a match (.mat, .sgf, .xg) or positions (.xgp, a position text) to open in the replay viewer</source>
        <translation>partita (.mat, .sgf, .xg) jew pożizzjonijiet (.xgp, test ta&apos; pożizzjoni) biex jinfetħu fil-wiri mill-ġdid</translation>
    </message>
    <message>
        <source>the language for this run: {names}; without it, the language chosen in the settings, else the computer&apos;s</source>
        <translation>il-lingwa għal din id-darba: {names}; mingħajrha, il-lingwa magħżula fl-issettjar, inkella dik tal-kompjuter</translation>
    </message>
    <message>
        <source>check this installation: open the window, play a short game between two computer players, exit with 0 when all works (1 and the reason when not); settings and saved games are not touched</source>
        <translation>iċċekkja din l-installazzjoni: tiftaħ it-tieqa, tilgħab logħba qasira bejn żewġ plejers tal-kompjuter u toħroġ b&apos;0 meta kollox jaħdem (b&apos;1 u r-raġuni meta le); l-issettjar u l-logħbiet salvati ma jintmessux</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>uri din l-għajnuna u oħroġ</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>uri l-verżjoni u oħroġ</translation>
    </message>
    <message>
        <source>a folder for the settings, saved games and statistics (now {config} and {data})</source>
        <translation>folder għall-issettjar, il-logħbiet salvati u l-istatistika (issa {config} u {data})</translation>
    </message>
    <message>
        <source>the window system: xcb, wayland or offscreen</source>
        <translation>is-sistema tat-twieqi: xcb, wayland jew offscreen</translation>
    </message>
    <message>
        <source>off: no sound for this run (no audio device is opened)</source>
        <translation>off: l-ebda ħoss għal din id-darba (l-ebda apparat tal-awdjo ma jinfetaħ)</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Ambjent:</translation>
    </message>
    <message>
        <source>Qt&apos;s own options, such as -platform offscreen, are passed on to Qt.</source>
        <translation>L-għażliet ta&apos; Qt stess, bħal -platform offscreen, jgħaddu lil Qt.</translation>
    </message>
    <message>
        <source>There is no display to open the window on: start bgdesk from your desktop, where DISPLAY or WAYLAND_DISPLAY is set.</source>
        <translation>M&apos;hemmx skrin fejn tinfetaħ it-tieqa: ibda bgdesk mid-desktop tiegħek, fejn DISPLAY jew WAYLAND_DISPLAY huma ssettjati.</translation>
    </message>
    <message>
        <source>This copy of bgdesk opens its window through X11, and there is no X display: start bgdesk from your desktop, where DISPLAY is set (a Wayland desktop sets it when it runs XWayland).</source>
        <translation>Din il-kopja ta&apos; bgdesk tiftaħ it-tieqa tagħha permezz ta&apos; X11, u m&apos;hemmx skrin X: ibda bgdesk mid-desktop tiegħek, fejn DISPLAY huwa ssettjat (desktop Wayland jissettjah meta jħaddem XWayland).</translation>
    </message>
</context>
<context>
    <name>CubeAnswers</name>
    <message>
        <source>No double</source>
        <extracomment>the questions this row is asked (its height is made for the one with most answers)</extracomment>
        <translation>Bla doppju</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppju</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Doppju, aċċetta</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Doppju, irrifjuta</translation>
    </message>
    <message>
        <source>Too good to double</source>
        <translation>Tajjeb wisq biex tirdoppja</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aċċetta</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Irrifjuta</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Kompli ilgħab</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Ċedi</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Take ({value})</source>
        <translation>Aċċetta ({value})</translation>
    </message>
    <message>
        <source>Pass (lose {points})</source>
        <translation>Irrifjuta (titlef {points})</translation>
    </message>
    <message>
        <source>Beaver ({value})</source>
        <translation>Beaver ({value})</translation>
    </message>
    <message>
        <source>Double offered</source>
        <translation>Doppju offrut</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, id-deċiżjoni hija tiegħek</translation>
    </message>
    <message numerus="yes">
        <source>{doubler} doubles to {value}. Take and play on for {value} with the cube on your side, or pass and give up this game for %n point(s).</source>
        <translation>
            <numerusform>{doubler} jirdoppja għal {value}. Aċċetta u kompli ilgħab għal {value} bil-kubu fuq in-naħa tiegħek, jew irrifjuta u ċedi din il-logħba għal punt wieħed.</numerusform>
            <numerusform>{doubler} jirdoppja għal {value}. Aċċetta u kompli ilgħab għal {value} bil-kubu fuq in-naħa tiegħek, jew irrifjuta u ċedi din il-logħba għal %n punti.</numerusform>
            <numerusform>{doubler} jirdoppja għal {value}. Aċċetta u kompli ilgħab għal {value} bil-kubu fuq in-naħa tiegħek, jew irrifjuta u ċedi din il-logħba għal %n-il punt.</numerusform>
            <numerusform>{doubler} jirdoppja għal {value}. Aċċetta u kompli ilgħab għal {value} bil-kubu fuq in-naħa tiegħek, jew irrifjuta u ċedi din il-logħba għal %n punt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppju</translation>
    </message>
    <message>
        <source>{name}, double to {value}?</source>
        <translation>{name}, tirdoppja għal {value}?</translation>
    </message>
    <message>
        <source>Your opponent then takes, and plays on for {value}, or passes and gives up this game.</source>
        <translation>L-avversarju tiegħek imbagħad jaċċetta, u jkompli jilgħab għal {value}, jew jirrifjuta u jċedi din il-logħba.</translation>
    </message>
    <message>
        <source>Double to {value}</source>
        <translation>Irdoppja għal {value}</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Mhux issa</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ilgħab minn hawn</translation>
    </message>
    <message>
        <source>End the match in progress?</source>
        <translation>Ittemm il-partita li għaddejja?</translation>
    </message>
    <message>
        <source>Playing from this position ends the match in progress ({score}).</source>
        <translation>Jekk tilgħab minn din il-pożizzjoni, il-partita li għaddejja tintemm ({score}).</translation>
    </message>
    <message>
        <source>Keep the match</source>
        <translation>Żomm il-partita</translation>
    </message>
    <message>
        <source>Resignation offered</source>
        <translation>Ċessjoni offruta</translation>
    </message>
    <message numerus="yes">
        <source>{resigner} offers to resign {what}: accept and win %n point(s) now, or decline and play on.</source>
        <translation>
            <numerusform>{resigner} joffri li jċedi {what}: aċċetta u irbaħ punt wieħed issa, jew irrifjuta u kompli ilgħab.</numerusform>
            <numerusform>{resigner} joffri li jċedi {what}: aċċetta u irbaħ %n punti issa, jew irrifjuta u kompli ilgħab.</numerusform>
            <numerusform>{resigner} joffri li jċedi {what}: aċċetta u irbaħ %n-il punt issa, jew irrifjuta u kompli ilgħab.</numerusform>
            <numerusform>{resigner} joffri li jċedi {what}: aċċetta u irbaħ %n punt issa, jew irrifjuta u kompli ilgħab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aċċetta</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Irrifjuta</translation>
    </message>
</context>
<context>
    <name>DiceContribution</name>
    <message>
        <source>click</source>
        <translation>ikklikkja</translation>
    </message>
    <message>
        <source>Click here a few times: each click adds two characters to your part.</source>
        <translation>Ikklikkja hawn xi ftit drabi: kull klikk iżid żewġ karattri mas-sehem tiegħek.</translation>
    </message>
    <message>
        <source>Your part of the dice</source>
        <extracomment>The Help page on fair dice was asked for (the window opens it).</extracomment>
        <translation>Is-sehem tiegħek fid-dadi</translation>
    </message>
    <message>
        <source>bgdesk&apos;s commitment (SHA-256 of its seed):</source>
        <translation>L-impenn ta&apos; bgdesk (SHA-256 taż-żerriegħa tiegħu):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Ikkopja</translation>
    </message>
    <message>
        <source>Copy all 64 hex digits of the commitment</source>
        <translation>Ikkopja l-64 ċifra hex kollha tal-impenn</translation>
    </message>
    <message>
        <source>Each player seals a part of their own (typed or clicked) before the first roll: the dice follow from the seed and both parts.</source>
        <translation>Kull plejer jissiġilla sehem tiegħu (miktub jew bi klikks) qabel l-ewwel tarmija: id-dadi joħorġu miż-żerriegħa u miż-żewġ sehmiet.</translation>
    </message>
    <message>
        <source>bgdesk has committed to its secret seed. Each player now seals a text of their own: the dice follow from the seed and both texts, so neither bgdesk nor one player alone decides them. A sealed part is hidden and cannot change. Sealed empty, bgdesk draws a random part.</source>
        <translation>bgdesk intrabat maż-żerriegħa sigrieta tiegħu. Issa kull plejer jissiġilla test tiegħu: id-dadi joħorġu miż-żerriegħa u miż-żewġ testi, għalhekk la bgdesk u lanqas plejer wieħed waħdu ma jiddeċiduhom. Sehem issiġillat huwa moħbi u ma jistax jinbidel. Jekk jiġi ssiġillat vojt, bgdesk jagħżel sehem bl-addoċċ.</translation>
    </message>
    <message>
        <source>At home on this computer:</source>
        <translation>Is-sid ta&apos; dan il-kompjuter:</translation>
    </message>
    <message>
        <source>Who can use this computer account, and so could read bgdesk&apos;s secret seed: that player seals first, the guest last.</source>
        <translation>Min jista&apos; juża l-kont ta&apos; dan il-kompjuter, u għalhekk jista&apos; jaqra ż-żerriegħa sigrieta ta&apos; bgdesk: dak il-plejer jissiġilla l-ewwel, il-mistieden l-aħħar.</translation>
    </message>
    <message>
        <source>Why this order? What is guaranteed?</source>
        <translation>Għaliex din l-ordni? X&apos;inhu garantit?</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Issiġilla</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Issiġillat</translation>
    </message>
    <message>
        <source>{home} seals first, then {guest}: the one at home on this computer could read the seed.</source>
        <translation>{home} jissiġilla l-ewwel, imbagħad {guest}: is-sid ta&apos; dan il-kompjuter jista&apos; jaqra ż-żerriegħa.</translation>
    </message>
    <message>
        <source>{name}, type your part and seal it.</source>
        <translation>{name}, ikteb is-sehem tiegħek u ssiġillah.</translation>
    </message>
    <message>
        <source>The parts are sealed: roll when you are ready.</source>
        <translation>Is-sehmiet huma ssiġillati: armi d-dadi meta tkun lest.</translation>
    </message>
    <message>
        <source>{home} seals first: {home} is at home on this computer and could read the seed.</source>
        <translation>{home} jissiġilla l-ewwel: {home} huwa s-sid ta&apos; dan il-kompjuter u jista&apos; jaqra ż-żerriegħa.</translation>
    </message>
    <message>
        <source>{name}&apos;s part is sealed and cannot change.</source>
        <translation>Is-sehem ta&apos; {name} huwa ssiġillat u ma jistax jinbidel.</translation>
    </message>
    <message>
        <source>The parts are sealed once, before the first roll.</source>
        <translation>Is-sehmiet jiġu ssiġillati darba, qabel l-ewwel tarmija.</translation>
    </message>
    <message>
        <source>type anything</source>
        <translation>ikteb kull ma trid</translation>
    </message>
    <message>
        <source>Your part of the dice: {name}</source>
        <translation>Is-sehem tiegħek fid-dadi: {name}</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>No dice were entered, so nothing was rolled.</source>
        <translation>Ma ddaħħlu l-ebda dadi, għalhekk ma ntrema xejn.</translation>
    </message>
    <message>
        <source>Enter the dice</source>
        <translation>Daħħal id-dadi</translation>
    </message>
    <message>
        <source>for example 31 or 3-1</source>
        <translation>pereżempju 31 jew 3-1</translation>
    </message>
    <message>
        <source>Or type them:</source>
        <translation>Jew iktibhom:</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Armi</translation>
    </message>
    <message>
        <source>Opening roll: each player rolls one die.</source>
        <translation>L-ewwel tarmija: kull plejer jarmi dadu wieħed.</translation>
    </message>
    <message>
        <source>{name}&apos;s die:</source>
        <translation>Id-dadu ta&apos; {name}:</translation>
    </message>
    <message>
        <source>{name} rolls.</source>
        <translation>{name} jarmi.</translation>
    </message>
    <message>
        <source>First die:</source>
        <translation>L-ewwel dadu:</translation>
    </message>
    <message>
        <source>Second die:</source>
        <translation>It-tieni dadu:</translation>
    </message>
</context>
<context>
    <name>DiceFairness</name>
    <message>
        <source>How every roll follows from the seed and the two parts, who is protected against whom, and how to check an exported .mat file by hand with sha256sum or python3: Help &gt; Fair dice.</source>
        <translation>Kif kull tarmija toħroġ miż-żerriegħa u miż-żewġ sehmiet, min huwa protett kontra min, u kif tivverifika bl-idejn fajl .mat esportat b&apos;sha256sum jew python3: Għajnuna &gt; Dadi ġusti.</translation>
    </message>
    <message>
        <source>Fair dice, fixed in advance by a secret seed ({algorithm})</source>
        <translation>Dadi ġusti, stabbiliti minn qabel b&apos;żerriegħa sigrieta ({algorithm})</translation>
    </message>
    <message>
        <source>Pseudo-random dice from a seed, without a commitment</source>
        <translation>Dadi psewdo-addoċċ minn żerriegħa, mingħajr impenn</translation>
    </message>
    <message>
        <source>Dice entered by hand: there is nothing to commit to</source>
        <translation>Dadi mdaħħla bl-idejn: m&apos;hemm xejn x&apos;jintrabat</translation>
    </message>
    <message>
        <source>Dice without a commitment</source>
        <translation>Dadi mingħajr impenn</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dadi:</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Ivverifika</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Ikkopja</translation>
    </message>
    <message>
        <source>Commitment (SHA-256 of the seed):</source>
        <translation>Impenn (SHA-256 taż-żerriegħa):</translation>
    </message>
    <message>
        <source>Rolls so far:</source>
        <translation>Tarmijiet s&apos;issa:</translation>
    </message>
    <message>
        <source>The players&apos; parts:</source>
        <translation>Is-sehem tal-plejers:</translation>
    </message>
    <message>
        <source>No longer verifiable: {reason}. The match went on with ordinary dice, so its commitment no longer says anything about them.</source>
        <translation>Ma tistax tibqa&apos; tiġi vverifikata: {reason}. Il-partita kompliet b&apos;dadi normali, għalhekk l-impenn tagħha ma jgħid xejn aktar dwarhom.</translation>
    </message>
    <message>
        <source>Lost: it could not be found after a restart.</source>
        <translation>Mitlufa: ma nstabitx wara li reġa&apos; beda.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Żerriegħa:</translation>
    </message>
    <message>
        <source>Seed (revealed):</source>
        <translation>Żerriegħa (żvelata):</translation>
    </message>
    <message>
        <source>Copy the check for sha256sum</source>
        <translation>Ikkopja l-verifika għal sha256sum</translation>
    </message>
    <message>
        <source>Copies the commands that repeat the check in a terminal, each with the hash it must print.</source>
        <translation>Jikkopja l-kmandi li jirrepetu l-verifika f&apos;terminal, kull wieħed bil-hash li għandu jistampa.</translation>
    </message>
    <message>
        <source>Not given yet: each player adds one before the first roll.</source>
        <translation>Għadu ma ngħatax: kull plejer iżid wieħed qabel l-ewwel tarmija.</translation>
    </message>
    <message>
        <source>{name}: “{text}”</source>
        <translation>{name}: “{text}”</translation>
    </message>
    <message>
        <source>{name}: none</source>
        <translation>{name}: xejn</translation>
    </message>
    <message>
        <source>Shown here when the match is over.</source>
        <translation>Tidher hawn meta tintemm il-partita.</translation>
    </message>
    <message>
        <source>Until then it is kept in {file}, a file only your user account can read: bgdesk, and anyone who can use this account while the match is played (an opponent at this login included), could open it and so know the dice. No computer player reads it.</source>
        <translation>Sa dakinhar tinżamm f&apos;{file}, fajl li jista&apos; jaqrah biss il-kont tal-utent tiegħek: bgdesk, u kull min jista&apos; juża dan il-kont waqt il-partita (inkluż avversarju fuq l-istess login), jistgħu jiftħuh u b&apos;hekk ikunu jafu d-dadi. L-ebda plejer tal-kompjuter ma jaqrah.</translation>
    </message>
    <message>
        <source>Until then only bgdesk knows it; no computer player reads it.</source>
        <translation>Sa dakinhar bgdesk biss jafha; l-ebda plejer tal-kompjuter ma jaqraha.</translation>
    </message>
    <message>
        <source>The commands are on the clipboard: run them in a terminal and compare each hash with the one written after it.</source>
        <translation>Il-kmandi qegħdin fil-clipboard: ħaddimhom f&apos;terminal u qabbel kull hash ma&apos; dak miktub warajh.</translation>
    </message>
    <message>
        <source>Not verified: {reason}</source>
        <translation>Mhux ivverifikat: {reason}</translation>
    </message>
    <message>
        <source>Fair dice help</source>
        <translation>Għajnuna dwar id-dadi ġusti</translation>
    </message>
    <message>
        <source>Verified: the seed matches the commitment and all {n} rolls follow from it.</source>
        <translation>Ivverifikat: iż-żerriegħa taqbel mal-impenn u t-tarmijiet kollha ({n}) joħorġu minnha.</translation>
    </message>
    <message>
        <source>Dice fairness</source>
        <translation>Ġustizzja tad-dadi</translation>
    </message>
    <message>
        <source>Before the first roll of a match bgdesk fixes a secret seed and shows its SHA-256 hash (the commitment); then each player adds a part of their own, and every roll follows from the seed and both parts. After the match the seed is revealed: anyone can check that it gives the commitment and every roll. So bgdesk could not choose the dice after seeing the players&apos; parts, and no player alone could choose them. While the match is played the seed is a secret kept on this computer: bgdesk knows the dice in advance, and so could anyone who reads its file (see below).</source>
        <translation>Qabel l-ewwel tarmija ta&apos; partita bgdesk jiffissa żerriegħa sigrieta u juri l-hash SHA-256 tagħha (l-impenn); imbagħad kull plejer iżid sehem tiegħu, u kull tarmija toħroġ miż-żerriegħa u miż-żewġ ishma. Wara l-partita ż-żerriegħa tiġi żvelata: kulħadd jista&apos; jivverifika li tagħti l-impenn u kull tarmija. Għalhekk bgdesk ma setax jagħżel id-dadi wara li ra s-sehem tal-plejers, u l-ebda plejer waħdu ma seta&apos; jagħżilhom. Waqt il-partita ż-żerriegħa hija sigriet miżmum fuq dan il-kompjuter: bgdesk jaf id-dadi minn qabel, u hekk ukoll jista&apos; kull min jaqra l-fajl tagħha (ara hawn taħt).</translation>
    </message>
</context>
<context>
    <name>DiceStats</name>
    <message>
        <source>dbl</source>
        <translation>dop.</translation>
    </message>
    <message>
        <source>No rolls yet.</source>
        <translation>Għad m&apos;hemmx tarmijiet.</translation>
    </message>
    <message>
        <source>fair dice</source>
        <translation>dadi ġusti</translation>
    </message>
    <message>
        <source>Dice statistics</source>
        <translation>Statistika tad-dadi</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tarmija</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>mistenni</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Doppji</translation>
    </message>
    <message>
        <source>{name}: {turns} rolls, {doubles} doubles (fair dice: {exp}), {pips} pips; chance of rolls this uneven with fair dice: {p_rolls} (rolls), {p_faces} (faces)</source>
        <translation>{name}: tarmijiet {turns}, doppji {doubles} (dadi ġusti: {exp}), tikek {pips}; ċans ta&apos; tarmijiet daqshekk mhux ugwali b&apos;dadi ġusti: {p_rolls} (tarmijiet), {p_faces} (uċuħ)</translation>
    </message>
    <message>
        <source>A chance below 1% would be unusual for fair dice; above that, nothing is amiss.</source>
        <translation>Ċans taħt l-1% ikun mhux tas-soltu għal dadi ġusti; &apos;il fuq minn hekk, m&apos;hemm xejn ħażin.</translation>
    </message>
</context>
<context>
    <name>DrillsWindow</name>
    <message>
        <source>The 15 opening rolls</source>
        <translation>Il-15-il tarmija tal-bidu</translation>
    </message>
    <message>
        <source>Replies to common openings</source>
        <translation>Tweġibiet għal bidu komuni</translation>
    </message>
    <message>
        <source>Bearing off against contact</source>
        <translation>Ħruġ meta l-avversarju għadu preżenti</translation>
    </message>
    <message>
        <source>The proper cube action</source>
        <translation>Il-mossa t-tajba tal-kubu</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Aċċetta jew irrifjuta</translation>
    </message>
    <message>
        <source>Drill board</source>
        <translation>Bord tal-eżerċizzji</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Eżerċizzji</translation>
    </message>
    <message>
        <source>New set</source>
        <translation>Sett ġdid</translation>
    </message>
    <message>
        <source>Next position ▶</source>
        <translation>Il-pożizzjoni li jmiss ▶</translation>
    </message>
    <message>
        <source>Misses (select one to see it again):</source>
        <translation>Żbalji (agħżel wieħed biex terġa&apos; tarah):</translation>
    </message>
    <message>
        <source>Misses</source>
        <translation>Żbalji</translation>
    </message>
    <message>
        <source>Drill set</source>
        <translation>Sett ta&apos; eżerċizzji</translation>
    </message>
    <message>
        <source>Making the set</source>
        <translation>Qed nagħmel is-sett</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Pożizzjoni</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>It-tweġiba tiegħek</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>L-aħjar</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Ekwità mitlufa</translation>
    </message>
    <message>
        <source>Choose a drill and press New set.</source>
        <translation>Agħżel eżerċizzju u agħfas Sett ġdid.</translation>
    </message>
    <message>
        <source>Making the set with bgsage…</source>
        <translation>Qed nagħmel is-sett b&apos;bgsage…</translation>
    </message>
    <message>
        <source>no position found</source>
        <translation>ma nstabet l-ebda pożizzjoni</translation>
    </message>
    <message>
        <source>No drill could be made ({reason}).</source>
        <translation>Ma setax isir eżerċizzju ({reason}).</translation>
    </message>
    <message>
        <source>{kind}: {n} of {total} answered, {best} best, equity given up {loss}.</source>
        <translation>{kind}: {n} minn {total} imwieġba, {best} l-aħjar, ekwità mitlufa {loss}.</translation>
    </message>
    <message>
        <source>Your play: {d1}-{d2}</source>
        <translation>Il-mossa tiegħek: {d1}-{d2}</translation>
    </message>
    <message>
        <source>Position {n}: play {d1}-{d2}, then pick up the dice.</source>
        <translation>Pożizzjoni {n}: ilgħab {d1}-{d2}, imbagħad iġbor id-dadi.</translation>
    </message>
    <message>
        <source>Double or roll?</source>
        <translation>Doppju jew tarmi?</translation>
    </message>
    <message>
        <source>Position {n}: you are on roll, the cube in the middle (money play). The proper cube action?</source>
        <translation>Pożizzjoni {n}: int se tarmi, il-kubu fin-nofs (sessjoni bil-flus). X&apos;inhi l-mossa t-tajba tal-kubu?</translation>
    </message>
    <message>
        <source>Take or pass?</source>
        <translation>Aċċetta jew irrifjuta?</translation>
    </message>
    <message>
        <source>Position {n}: your opponent doubles (money play). Take or pass?</source>
        <translation>Pożizzjoni {n}: l-avversarju tiegħek jirdoppja (sessjoni bil-flus). Aċċetta jew irrifjuta?</translation>
    </message>
    <message>
        <source>Your answer and the best one.</source>
        <translation>It-tweġiba tiegħek u l-aħjar waħda.</translation>
    </message>
    <message>
        <source>{answer}: the best answer.</source>
        <translation>{answer}: l-aħjar tweġiba.</translation>
    </message>
    <message>
        <source>{answer}: {words}, it gives up {loss}. Best: {best}.</source>
        <translation>{answer}: {words}, titlef {loss}. L-aħjar: {best}.</translation>
    </message>
    <message>
        <source>Set finished: {best} of {n} best, equity given up {loss}. Press New set for another.</source>
        <translation>Is-sett spiċċa: {best} minn {n} l-aħjar, ekwità mitlufa {loss}. Agħfas Sett ġdid għal ieħor.</translation>
    </message>
</context>
<context>
    <name>EndEveningDialog</name>
    <message>
        <source>End the evening</source>
        <translation>Temm il-lejla</translation>
    </message>
    <message>
        <source>End this chouette?</source>
        <translation>Ittemm din il-chouette?</translation>
    </message>
    <message>
        <source>The chouette is kept in the archive with every game and the ledger; its summary can be copied or saved, and its games replayed (Game &gt; Past chouettes).</source>
        <translation>Il-chouette tinżamm fl-arkivju b&apos;kull logħba u l-kontijiet; is-sommarju tagħha jista&apos; jiġi kkupjat jew salvat, u l-logħbiet tagħha jerġgħu jintwerew (Logħba &gt; Chouettes li għaddew).</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Kompli ilgħab</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <source>Replay this game</source>
        <extracomment>Asks for the file to save to: (parent, caption, start name, filter) -&gt; (path, filter).</extracomment>
        <translation>Erġa&apos; ara din il-logħba</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Ikkopja</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Issejvja…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Agħlaq</translation>
    </message>
    <message>
        <source>The summary is on the clipboard.</source>
        <translation>Is-sommarju jinsab fil-clipboard.</translation>
    </message>
    <message>
        <source>Save the summary</source>
        <translation>Issejvja s-sommarju</translation>
    </message>
    <message>
        <source>chouette.txt</source>
        <translation>chouette.txt</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Test (*.txt)</translation>
    </message>
    <message>
        <source>The summary could not be saved: {reason}.</source>
        <translation>Is-sommarju ma setax jiġi salvat: {reason}.</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Salvat f&apos;{path}.</translation>
    </message>
</context>
<context>
    <name>FairCheck</name>
    <message>
        <source>a tied opening roll</source>
        <translation>l-ewwel tarmija ndaqs</translation>
    </message>
    <message>
        <source>The dice do not follow from what was committed. The first roll that does not: game {game}, roll {k} of that game ({who}; roll {n} of the match). The record shows {shown}, but the seed and the players&apos; parts give {expected}.</source>
        <translation>Id-dadi ma joħorġux minn dak li ġie mwiegħed. L-ewwel tarmija li ma toħroġx: logħba {game}, tarmija {k} ta&apos; dik il-logħba ({who}; tarmija {n} tal-partita). Ir-rekord juri {shown}, iżda ż-żerriegħa u s-sehmiet tal-plejers jagħtu {expected}.</translation>
    </message>
    <message>
        <source>These dice were not fair dice with a commitment, so there is nothing to check.</source>
        <translation>Dawn id-dadi ma kinux dadi ġusti b&apos;impenn, għalhekk m&apos;hemm xejn x&apos;tivverifika.</translation>
    </message>
    <message>
        <source>The fair dice of this match could not be restored after a restart, and it went on with ordinary dice, so it can no longer be verified.</source>
        <translation>Id-dadi ġusti ta&apos; din il-partita ma setgħux jiġu rkuprati wara li reġa&apos; beda l-programm, u l-partita kompliet b&apos;dadi ordinarji, għalhekk ma tistax tibqa&apos; tiġi vverifikata.</translation>
    </message>
    <message>
        <source>The record carries no valid commitment (64 hex digits).</source>
        <translation>Ir-rekord ma fihx impenn validu (64 ċifra hex).</translation>
    </message>
    <message>
        <source>The record carries two different commitments.</source>
        <translation>Ir-rekord fih żewġ impenji differenti.</translation>
    </message>
    <message>
        <source>The seed has not been revealed yet: it is shown when the match is over.</source>
        <translation>Iż-żerriegħa għadha ma ġietx żvelata: tintwera meta tispiċċa l-partita.</translation>
    </message>
    <message>
        <source>The revealed seed cannot be used.</source>
        <translation>Iż-żerriegħa żvelata ma tistax tintuża.</translation>
    </message>
    <message>
        <source>The seed does not give the commitment shown before the first roll: the seed or the commitment has been changed.</source>
        <translation>Iż-żerriegħa ma tagħtix l-impenn muri qabel l-ewwel tarmija: iż-żerriegħa jew l-impenn inbidlu.</translation>
    </message>
    <message>
        <source>The record does not start at the first roll of its seed, so its dice cannot be verified.</source>
        <translation>Ir-rekord ma jibdiex mill-ewwel tarmija taż-żerriegħa tiegħu, għalhekk id-dadi tiegħu ma jistgħux jiġu vverifikati.</translation>
    </message>
    <message>
        <source>The players&apos; parts in the record cannot be used: they do not match their hashes.</source>
        <translation>Is-sehmiet tal-plejers fir-rekord ma jistgħux jintużaw: ma jaqblux mal-hash tagħhom.</translation>
    </message>
    <message>
        <source>The record holds more rolls than any match can.</source>
        <translation>Ir-rekord fih aktar tarmijiet milli jista&apos; jkollha kwalunkwe partita.</translation>
    </message>
    <message>
        <source>The dice could not be verified.</source>
        <translation>Id-dadi ma setgħux jiġu vverifikati.</translation>
    </message>
    <message>
        <source>The saved match was changed after bgdesk saved it: its roll counter says {saved}, but its record holds {n} rolls. That counter is not used: the next roll is roll {next} of the seed, as the record says, and the {n} rolls so far follow from the commitment and the players&apos; parts.</source>
        <translation>Il-partita ssejvjata nbidlet wara li bgdesk issejvjaha: il-counter tat-tarmijiet tagħha jgħid {saved}, iżda r-rekord tagħha fih {n} tarmijiet. Dak il-counter ma jintużax: it-tarmija li jmiss hija t-tarmija {next} taż-żerriegħa, kif jgħid ir-rekord, u t-tarmijiet s&apos;issa ({n}) joħorġu mill-impenn u mis-sehmiet tal-plejers.</translation>
    </message>
    <message>
        <source>Dice verified: the revealed seed gives the commitment, and all {n} rolls follow from it and the players&apos; parts.</source>
        <translation>Id-dadi ġew ivverifikati: iż-żerriegħa żvelata tagħti l-impenn, u t-tarmijiet kollha ({n}) joħorġu minnha u mis-sehmiet tal-plejers.</translation>
    </message>
    <message>
        <source>Fair dice checked: the {n} rolls so far follow from the committed seed and the players&apos; parts.</source>
        <translation>Id-dadi ġusti ġew iċċekkjati: it-tarmijiet s&apos;issa ({n}) joħorġu miż-żerriegħa mwegħda u mis-sehmiet tal-plejers.</translation>
    </message>
</context>
<context>
    <name>FairDiceHelp</name>
    <message>
        <source>Fair dice</source>
        <translation>Dadi ġusti</translation>
    </message>
    <message>
        <source>&amp;Fair dice</source>
        <translation>Dadi &amp;ġusti</translation>
    </message>
    <message>
        <source>What the fair dice promise, who is protected against whom, and how to check a match by hand</source>
        <translation>X&apos;jwiegħdu d-dadi ġusti, min huwa protett kontra min, u kif tivverifika partita bl-idejn</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>Best</source>
        <extracomment>GNU Backgammon&apos;s marks after a move in its game record: doubtful ?!, bad ?, very bad ??.</extracomment>
        <translation>L-aħjar</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Tajba</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Dubjuża</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Ħażina</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Ħażina ħafna</translation>
    </message>
    <message>
        <source>Your play {play}: the best.</source>
        <extracomment>A judgement is on the board: (the person&apos;s seat, &quot;play&quot; / &quot;double&quot; / &quot;take&quot;, class, loss).</extracomment>
        <translation>Il-mossa tiegħek {play}: l-aħjar.</translation>
    </message>
    <message>
        <source>Your play {play}: {words}, it gives up {loss}. Best: {best} (dashed).</source>
        <translation>Il-mossa tiegħek {play}: {words}, titlef {loss}. L-aħjar: {best} (imqattgħa).</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppju</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Bla doppju</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aċċetta</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Irrifjuta</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>logħba sempliċi</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>gammon</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>backgammon</translation>
    </message>
    <message>
        <source>Resigning {what} was right: playing on is worth {value}.</source>
        <translation>Li ċċedejt {what} kien tajjeb: li tkompli tilgħab jiswa {value}.</translation>
    </message>
    <message>
        <source>Resign: right</source>
        <translation>Ċediment: tajjeb</translation>
    </message>
    <message>
        <source>Resigning {what} gives up {loss} against playing on: you still win {win} of the time, save the gammon {saved} and lose a backgammon {bg}.</source>
        <translation>Li ċċedi {what} jitlef {loss} meta mqabbel ma&apos; li tkompli: xorta tirbaħ {win} tal-ħin, teħles mill-gammon {saved} u titlef backgammon {bg}.</translation>
    </message>
    <message>
        <source>Resign: {loss}</source>
        <translation>Ċediment: {loss}</translation>
    </message>
    <message>
        <source>Your opponent should refuse it: playing on is worth more to them.</source>
        <translation>L-avversarju għandu jirrifjutah: li jkompli jilgħab jiswielu aktar.</translation>
    </message>
    <message>
        <source>{action}: right</source>
        <translation>{action}: tajjeb</translation>
    </message>
    <message>
        <source>{action} was {words}: {loss}</source>
        <translation>{action} kienet {words}: {loss}</translation>
    </message>
    <message>
        <source>There is no move to show again.</source>
        <translation>M&apos;hemm l-ebda mossa x&apos;turi mill-ġdid.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>a single game</source>
        <translation>logħba sempliċi</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>gammon</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>backgammon</translation>
    </message>
    <message>
        <source>single game</source>
        <translation>logħba sempliċi</translation>
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
            <numerusform>punt wieħed</numerusform>
            <numerusform>%n punti</numerusform>
            <numerusform>%n-il punt</numerusform>
            <numerusform>%n punt</numerusform>
        </translation>
    </message>
    <message>
        <source>New match to {n}: {a} against {b}. Roll for the opening.</source>
        <translation>Partita ġdida ta&apos; {n}: {a} kontra {b}. Armu l-ewwel tarmija.</translation>
    </message>
    <message>
        <source>New money session: {a} against {b}. Roll for the opening.</source>
        <translation>Sessjoni ġdida bil-flus: {a} kontra {b}. Armu l-ewwel tarmija.</translation>
    </message>
    <message>
        <source>Resumed: {score}.</source>
        <translation>Kompliet: {score}.</translation>
    </message>
    <message>
        <source>{name} is a computer player: wait for its decision.</source>
        <translation>{name} huwa plejer tal-kompjuter: stenna d-deċiżjoni tiegħu.</translation>
    </message>
    <message>
        <source>This game is played without the doubling cube.</source>
        <translation>Din il-logħba tintlagħab mingħajr il-kubu tad-doppju.</translation>
    </message>
    <message>
        <source>Nobody may double before the opening roll.</source>
        <translation>Ħadd ma jista&apos; jirdoppja qabel l-ewwel tarmija.</translation>
    </message>
    <message>
        <source>{name} has rolled: a double is offered only before rolling.</source>
        <translation>{name} diġà tefa&apos; d-dadi: doppju jiġi offrut biss qabel it-tarmija.</translation>
    </message>
    <message>
        <source>{owner} owns the cube: only {owner} may double it.</source>
        <translation>Il-kubu huwa ta&apos; {owner}: {owner} biss jista&apos; jirdoppja.</translation>
    </message>
    <message>
        <source>The cube is at {v}, its highest: no more doubling.</source>
        <translation>Il-kubu jinsab fuq {v}, l-ogħla tiegħu: m&apos;hemmx aktar doppji.</translation>
    </message>
    <message>
        <source>Doubling is not possible now.</source>
        <translation>Ma tistax tirdoppja issa.</translation>
    </message>
    <message>
        <source>{name} doubles to {v}. {other}: take or pass?</source>
        <translation>{name} jirdoppja għal {v}. {other}: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>{name} takes; the cube is at {v}. {next} to roll.</source>
        <translation>{name} jaċċetta; il-kubu jinsab fuq {v}. Imiss lil {next} jarmi.</translation>
    </message>
    <message>
        <source>{name} beavers; the cube is at {v}.</source>
        <translation>{name} jagħmel beaver; il-kubu jinsab fuq {v}.</translation>
    </message>
    <message>
        <source>Resigning is not possible now.</source>
        <translation>Ma tistax iċċedi issa.</translation>
    </message>
    <message>
        <source>{name} offers to resign {what} ({points}). {other}: accept or decline?</source>
        <translation>{name} joffri li jċedi {what} ({points}). {other}: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>Resignation declined: play goes on.</source>
        <translation>Iċ-ċessjoni ġiet rifjutata: il-logħba tkompli.</translation>
    </message>
    <message>
        <source>Take-backs are for practice against a computer player.</source>
        <translation>Li tieħu lura l-mossi huwa għat-taħriġ kontra plejer tal-kompjuter.</translation>
    </message>
    <message>
        <source>The match is over and stays so: nothing can be taken back. To play on from a moment of it, use Play from here in its replay: that starts a new match with new dice.</source>
        <translation>Il-partita spiċċat u tibqa&apos; hekk: xejn ma jista&apos; jittieħed lura. Biex tkompli tilgħab minn mument tagħha, uża Ilgħab minn hawn fir-replay tagħha: dak jibda partita ġdida b&apos;dadi ġodda.</translation>
    </message>
    <message>
        <source>The dice seed of this match is revealed, so every roll to come is known: nothing can be taken back.</source>
        <translation>Iż-żerriegħa tad-dadi ta&apos; din il-partita ġiet żvelata, allura kull tarmija li ġejja hija magħrufa: xejn ma jista&apos; jittieħed lura.</translation>
    </message>
    <message>
        <source>There is no play of yours to take back in this game.</source>
        <translation>F&apos;din il-logħba m&apos;hemm l-ebda mossa tiegħek x&apos;tieħu lura.</translation>
    </message>
    <message>
        <source>{name} takes back {play}: play {d1}-{d2} again.</source>
        <translation>{name} jieħu lura {play}: erġa&apos; ilgħab {d1}-{d2}.</translation>
    </message>
    <message>
        <source>The current game is not over yet.</source>
        <translation>Il-logħba attwali għadha ma ntemmitx.</translation>
    </message>
    <message>
        <source>The match is over. Start a new match.</source>
        <translation>Il-partita ntemmet. Ibda partita ġdida.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>M&apos;hemmx doppju fil-logħba Crawford.</translation>
    </message>
    <message>
        <source>Game {n} is the Crawford game: no doubling. Roll for the opening.</source>
        <translation>Il-logħba {n} hija l-logħba Crawford: bla doppju. Armu l-ewwel tarmija.</translation>
    </message>
    <message>
        <source>Game {n}. Roll for the opening.</source>
        <translation>Logħba {n}. Armu l-ewwel tarmija.</translation>
    </message>
    <message>
        <source>{loser} passes: {winner} wins {points}.</source>
        <translation>{loser} jirrifjuta: {winner} jirbaħ {points}.</translation>
    </message>
    <message>
        <source>{loser} resigns {what}: {winner} wins {points}.</source>
        <translation>{loser} iċedi {what}: {winner} jirbaħ {points}.</translation>
    </message>
    <message>
        <source>{winner} wins {what}: {points}.</source>
        <translation>{winner} jirbaħ {what}: {points}.</translation>
    </message>
    <message>
        <source>{a} {sa}, {b} {sb} (match to {n})</source>
        <translation>{a} {sa}, {b} {sb} (partita ta&apos; {n})</translation>
    </message>
    <message>
        <source>{result} Score: {score}.</source>
        <translation>{result} Punteġġ: {score}.</translation>
    </message>
    <message>
        <source>{name} wins the match {s}-{t}!</source>
        <translation>{name} jirbaħ il-partita {s}-{t}!</translation>
    </message>
    <message>
        <source>Next game is the Crawford game.</source>
        <translation>Il-logħba li jmiss hija l-logħba Crawford.</translation>
    </message>
    <message>
        <source>Click here or press Roll for the next game.</source>
        <translation>Ikklikkja hawn jew agħfas Armi għal-logħba li jmiss.</translation>
    </message>
    <message>
        <source>Start a new match (Game &gt; New match).</source>
        <translation>Ibda partita ġdida (Logħba &gt; Partita ġdida).</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (kompjuter) qed jaħseb…</translation>
    </message>
    <message>
        <source>Opening roll: click the dice area or press Roll</source>
        <translation>L-ewwel tarmija: ikklikkja fuq il-post tad-dadi jew agħfas Armi</translation>
    </message>
    <message>
        <source>{name}: roll or double</source>
        <translation>{name}: armi jew irdoppja</translation>
    </message>
    <message>
        <source>{name}: roll</source>
        <translation>{name}: armi</translation>
    </message>
    <message>
        <source>{name}: pick up the dice</source>
        <translation>{name}: iġbor id-dadi</translation>
    </message>
    <message>
        <source>{name} to play {dice}</source>
        <translation>{name}: ilgħab {dice}</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>{name}: accept or decline?</source>
        <translation>{name}: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>Start a new match first.</source>
        <translation>L-ewwel ibda partita ġdida.</translation>
    </message>
    <message>
        <source>{name} must play the roll first.</source>
        <translation>{name} irid jilgħab it-tarmija l-ewwel.</translation>
    </message>
    <message>
        <source>{name} must take or pass first.</source>
        <translation>{name} irid jaċċetta jew jirrifjuta l-ewwel.</translation>
    </message>
    <message>
        <source>{name} must answer the resignation first.</source>
        <translation>{name} irid iwieġeb għaċ-ċessjoni l-ewwel.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Il-logħba ntemmet.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>L-ewwel armi d-dadi.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Mhux issa.</translation>
    </message>
    <message>
        <source>Game {n}: {a} {sa}, {b} {sb}</source>
        <translation>Logħba {n}: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source> (Crawford)</source>
        <translation> (Crawford)</translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}</source>
        <translation>L-ewwel tarmija: {a} {da}, {b} {db}</translation>
    </message>
    <message>
        <source> (tie)</source>
        <translation> (indaqs)</translation>
    </message>
    <message>
        <source>Automatic double: cube {v}</source>
        <translation>Doppju awtomatiku: kubu {v}</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>ma jistax jiċċaqlaq</translation>
    </message>
    <message>
        <source>{who} doubles to {v}</source>
        <translation>{who} jirdoppja għal {v}</translation>
    </message>
    <message>
        <source>{who} takes</source>
        <translation>{who} jaċċetta</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} jirrifjuta</translation>
    </message>
    <message>
        <source>{who} beavers to {v}</source>
        <translation>{who} jagħmel beaver għal {v}</translation>
    </message>
    <message>
        <source>{who} offers to resign {what}</source>
        <translation>{who} joffri li jċedi {what}</translation>
    </message>
    <message>
        <source>{who} accepts</source>
        <translation>{who} jaċċetta</translation>
    </message>
    <message>
        <source>{who} declines</source>
        <translation>{who} jirrifjuta</translation>
    </message>
    <message>
        <source>double passed</source>
        <translation>doppju rrifjutat</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>ċessjoni</translation>
    </message>
    <message>
        <source>{name} wins {points} ({how})</source>
        <translation>{name} jirbaħ {points} ({how})</translation>
    </message>
    <message>
        <source>{name} wins the match {s}-{t}</source>
        <translation>{name} jirbaħ il-partita {s}-{t}</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Plejer 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Plejer 2</translation>
    </message>
</context>
<context>
    <name>HintWindow</name>
    <message>
        <source>Hint</source>
        <translation>Ħjiel</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Ekwità</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Telf</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Rebħa</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Rebħa gammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Telfa gammon</translation>
    </message>
    <message>
        <source>Backgammons (win / lose)</source>
        <translation>Backgammons (rebħa / telfa)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azzjoni</translation>
    </message>
    <message>
        <source>Plays, best first</source>
        <translation>Mossi, l-aħjar l-ewwel</translation>
    </message>
    <message>
        <source>Cube actions, best first</source>
        <translation>Azzjonijiet tal-kubu, l-aħjar l-ewwel</translation>
    </message>
    <message>
        <source>{name} to play {d1}-{d2}</source>
        <translation>{name}: ilgħab {d1}-{d2}</translation>
    </message>
    <message>
        <source>(no move)</source>
        <extracomment>What the hint is about, for a rollout: (&quot;checker&quot;, position, dice, state, played board or None) or (&quot;cube&quot;, state of the player on roll); None: nothing to roll out.</extracomment>
        <translation>(l-ebda mossa)</translation>
    </message>
    <message>
        <source>No legal move: the roll cannot be played.</source>
        <translation>L-ebda mossa legali: it-tarmija ma tistax tintlagħab.</translation>
    </message>
    <message>
        <source>Forced: there is only one legal play.</source>
        <translation>Obbligata: hemm mossa legali waħda biss.</translation>
    </message>
    <message numerus="yes">
        <source>Equities are per point at stake, after the play, for the player to move; %n play(s) in all.</source>
        <translation>
            <numerusform>L-ekwità hija għal kull punt fil-posta, wara l-mossa, għall-plejer li jmissu; mossa waħda b&apos;kollox.</numerusform>
            <numerusform>L-ekwità hija għal kull punt fil-posta, wara l-mossa, għall-plejer li jmissu; %n mossi b&apos;kollox.</numerusform>
            <numerusform>L-ekwità hija għal kull punt fil-posta, wara l-mossa, għall-plejer li jmissu; %n-il mossa b&apos;kollox.</numerusform>
            <numerusform>L-ekwità hija għal kull punt fil-posta, wara l-mossa, għall-plejer li jmissu; %n mossa b&apos;kollox.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played {play}: the best play.</source>
        <translation>Lgħabt {play}: l-aħjar mossa.</translation>
    </message>
    <message>
        <source>You played {play}: {loss} worse than {best}.</source>
        <translation>Lgħabt {play}: {loss} agħar minn {best}.</translation>
    </message>
    <message>
        <source>Chances before the roll: win {w} (gammon {wg}, backgammon {wbg}), lose {l} (gammon {lg}, backgammon {lbg}).</source>
        <translation>Iċ-ċansijiet qabel it-tarmija: rebħa {w} (gammon {wg}, backgammon {wbg}), telfa {l} (gammon {lg}, backgammon {lbg}).</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: tirdoppja jew tarmi?</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Bla doppju</translation>
    </message>
    <message>
        <source>rollout {n}</source>
        <translation>simulazzjoni {n}</translation>
    </message>
    <message>
        <source>rollout</source>
        <translation>simulazzjoni</translation>
    </message>
    <message>
        <source>{n}-ply</source>
        <translation>livell {n}</translation>
    </message>
    <message>
        <source>Figures at 3-ply, about GNU Backgammon&apos;s 2-ply.</source>
        <translation>Ċifri fil-livell 3, bejn wieħed u ieħor il-livell 2 ta&apos; GNU Backgammon.</translation>
    </message>
    <message>
        <source>Quick figures (2-ply); the 3-ply ones follow…</source>
        <translation>Ċifri malajr (livell 2); dawk tal-livell 3 ġejjin…</translation>
    </message>
    <message>
        <source>Figures from a rollout.</source>
        <translation>Ċifri minn simulazzjoni.</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Doppju, aċċetta</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Doppju, irrifjuta</translation>
    </message>
    <message>
        <source>Too good to double: play on</source>
        <translation>Tajjeb wisq biex tirdoppja: kompli ilgħab</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Fond</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.</source>
        <translation>L-azzjoni t-tajba tal-kubu: {action}.</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aċċetta</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Irrifjuta</translation>
    </message>
    <message>
        <source>Proper answer to {name}&apos;s double: {answer}.</source>
        <translation>It-tweġiba t-tajba għad-doppju ta&apos; {name}: {answer}.</translation>
    </message>
    <message>
        <source>A close decision at 3-ply: settling it by a rollout…</source>
        <translation>Deċiżjoni qrib fil-livell 3: qed tiġi deċiża b&apos;simulazzjoni…</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>bgdesk could not lock its home folder ({reason}), so it cannot tell whether another bgdesk uses it too.</source>
        <extracomment>How long a thread may keep Python&apos;s interpreter lock while the GUI thread waits for it (seconds). Python&apos;s default, 5 ms, lets a computer player&apos;s thread (or the session writer&apos;s) hold the event loop up for several intervals in a row: a timer due every 2 ms ran up to 86 ms late while a bot thought, 21 ms with 1 ms (tests/benchmarks/bench_autosave.py&apos;s figures). when bgsage&apos;s first helper process is started, after the board&apos;s first paint</extracomment>
        <translation>bgdesk ma setax jaqfel il-folder tad-dar tiegħu ({reason}), allura ma jistax ikun jaf jekk bgdesk ieħor jużahx ukoll.</translation>
    </message>
    <message>
        <source>bgdesk was started again: this is its window.</source>
        <extracomment>Exit status of a second start that could not hand its work to the running bgdesk.</extracomment>
        <translation>bgdesk reġa&apos; nbeda: din hija t-tieqa tiegħu.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}): {name} is handed to it, to open in its window.</source>
        <translation>bgdesk diġà qed jaħdem b&apos;dan il-folder tad-dar (proċess {pid}): {name} ingħata lilu, biex jiftħu fit-tieqa tiegħu.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}): its window is brought forward.</source>
        <translation>bgdesk diġà qed jaħdem b&apos;dan il-folder tad-dar (proċess {pid}): it-tieqa tiegħu nġiebet &apos;il quddiem.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}) and does not answer. This start changes nothing and ends; use the window that is open, or end that process and start bgdesk again.</source>
        <translation>bgdesk diġà qed jaħdem b&apos;dan il-folder tad-dar (proċess {pid}) u ma jweġibx. Dan il-bidu ma jibdel xejn u jispiċċa; uża t-tieqa li hija miftuħa, jew waqqaf dak il-proċess u erġa&apos; ibda bgdesk.</translation>
    </message>
    <message>
        <source>{name} was not opened.</source>
        <translation>{name} ma nfetaħx.</translation>
    </message>
</context>
<context>
    <name>Interop</name>
    <message>
        <source>it could not be read ({kind})</source>
        <translation>ma setax jinqara ({kind})</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fajl</translation>
    </message>
    <message>
        <source>&amp;Export match (.mat)…</source>
        <translation>&amp;Esporta l-partita (.mat)…</translation>
    </message>
    <message>
        <source>Save this match or money session as a .mat file (GNU Backgammon, eXtreme Gammon)</source>
        <translation>Salva din il-partita jew is-sessjoni bil-flus bħala fajl .mat (GNU Backgammon, eXtreme Gammon)</translation>
    </message>
    <message>
        <source>&amp;Replay this match</source>
        <translation>Erġa&apos; &amp;ara din il-partita</translation>
    </message>
    <message>
        <source>Step through every move of the match being played</source>
        <translation>Għaddi pass pass minn kull mossa tal-partita li qed tintlagħab</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editja</translation>
    </message>
    <message>
        <source>&amp;Copy position (XGID and GNUbg ID)</source>
        <translation>&amp;Ikkopja l-pożizzjoni (XGID u GNUbg ID)</translation>
    </message>
    <message>
        <source>Copy the position and match state for GNU Backgammon or eXtreme Gammon</source>
        <translation>Ikkopja l-pożizzjoni u l-istat tal-partita għal GNU Backgammon jew eXtreme Gammon</translation>
    </message>
    <message>
        <source>Copy &amp;XGID</source>
        <translation>Ikkopja l-&amp;XGID</translation>
    </message>
    <message>
        <source>Copy the XGID of the position</source>
        <translation>Ikkopja l-XGID tal-pożizzjoni</translation>
    </message>
    <message>
        <source>Copy &amp;GNUbg ID</source>
        <translation>Ikkopja l-&amp;GNUbg ID</translation>
    </message>
    <message>
        <source>Copy the Position ID and Match ID</source>
        <translation>Ikkopja l-Position ID u l-Match ID</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Waħħal pożizzjoni</translation>
    </message>
    <message>
        <source>Set up the position from an XGID, GNUbg ID or Position ID and play on</source>
        <translation>Irranġa l-pożizzjoni minn XGID, GNUbg ID jew Position ID u kompli ilgħab</translation>
    </message>
    <message>
        <source>&amp;Edit position…</source>
        <translation>Editja l-&amp;pożizzjoni…</translation>
    </message>
    <message>
        <source>Set up any position, cube, score and dice</source>
        <translation>Irranġa kwalunkwe pożizzjoni, kubu, punteġġ u dadi</translation>
    </message>
    <message>
        <source>Dice &amp;fairness…</source>
        <translation>&amp;Ġustizzja tad-dadi…</translation>
    </message>
    <message>
        <source>The commitment to this match&apos;s dice, the seed after the match, and a check of every roll</source>
        <translation>L-impenn għad-dadi ta&apos; din il-partita, iż-żerriegħa wara l-partita, u verifika ta&apos; kull tarmija</translation>
    </message>
    <message>
        <source>&amp;Dice statistics…</source>
        <translation>&amp;Statistika tad-dadi…</translation>
    </message>
    <message>
        <source>Each player&apos;s rolls against fair dice</source>
        <translation>It-tarmijiet ta&apos; kull plejer imqabbla ma&apos; dadi ġusti</translation>
    </message>
    <message>
        <source>&amp;Archive…</source>
        <translation>&amp;Arkivju…</translation>
    </message>
    <message>
        <source>Every finished or abandoned match: open, export or delete it</source>
        <translation>Kull partita li ntemmet jew ġiet abbandunata: iftaħha, esportaha jew ħassarha</translation>
    </message>
    <message>
        <source>Copy the commitment</source>
        <translation>Ikkopja l-impenn</translation>
    </message>
    <message>
        <source>Copy &amp;move list</source>
        <translation>Ikkopja l-lista tal-&amp;mossi</translation>
    </message>
    <message>
        <source>Copy every game&apos;s moves as text</source>
        <translation>Ikkopja l-mossi ta&apos; kull logħba bħala test</translation>
    </message>
    <message>
        <source>Copy moves</source>
        <translation>Ikkopja l-mossi</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Erġa&apos; ara</translation>
    </message>
    <message>
        <source>Step through every move of this match</source>
        <translation>Għaddi pass pass minn kull mossa ta&apos; din il-partita</translation>
    </message>
    <message>
        <source>Fair dice</source>
        <translation>Dadi ġusti</translation>
    </message>
    <message>
        <source>Fair dice lost: not verifiable</source>
        <translation>Dadi ġusti mitlufa: ma tistax tiġi vverifikata</translation>
    </message>
    <message>
        <source>The fair dice of this match could not be restored after a restart ({reason}); it goes on with ordinary dice and can no longer be verified. Click for details.</source>
        <translation>Id-dadi ġusti ta&apos; din il-partita ma setgħux jiġu rkuprati wara li reġa&apos; beda ({reason}); tkompli b&apos;dadi normali u ma tistax tibqa&apos; tiġi vverifikata. Ikklikkja għad-dettalji.</translation>
    </message>
    <message>
        <source>Fair dice: the check failed</source>
        <translation>Dadi ġusti: il-verifika falliet</translation>
    </message>
    <message>
        <source>Dice verified: all {n} rolls</source>
        <translation>Dadi vverifikati: it-tarmijiet kollha ({n})</translation>
    </message>
    <message>
        <source>Click to see the seed and check again.</source>
        <translation>Ikklikkja biex tara ż-żerriegħa u terġa&apos; tivverifika.</translation>
    </message>
    <message>
        <source>Dice seed revealed: verify</source>
        <translation>Iż-żerriegħa tad-dadi ġiet żvelata: ivverifika</translation>
    </message>
    <message>
        <source>The match is over and its dice seed is revealed. Click to check every roll against the commitment.</source>
        <translation>Il-partita ntemmet u ż-żerriegħa tad-dadi tagħha ġiet żvelata. Ikklikkja biex tivverifika kull tarmija mal-impenn.</translation>
    </message>
    <message>
        <source>Fair dice: every roll of this match follows from a secret seed whose SHA-256 hash is {hash}, and from the players&apos; parts. The seed is revealed when the match is over. Click for details.</source>
        <translation>Dadi ġusti: kull tarmija ta&apos; din il-partita toħroġ minn żerriegħa sigrieta li l-hash SHA-256 tagħha huwa {hash}, u mis-sehem tal-plejers. Iż-żerriegħa tiġi żvelata meta tintemm il-partita. Ikklikkja għad-dettalji.</translation>
    </message>
    <message>
        <source>Dice entered by hand</source>
        <translation>Dadi mdaħħla bl-idejn</translation>
    </message>
    <message>
        <source>You enter every roll (Settings &gt; Play &gt; Dice).</source>
        <translation>Int iddaħħal kull tarmija (Issettjar &gt; Logħob &gt; Dadi).</translation>
    </message>
    <message>
        <source>Seeded dice</source>
        <translation>Dadi minn żerriegħa</translation>
    </message>
    <message>
        <source>Pseudo-random dice from a seed, without a commitment.</source>
        <translation>Dadi psewdo-addoċċ minn żerriegħa, mingħajr impenn.</translation>
    </message>
    <message>
        <source>there is no game to copy</source>
        <translation>m&apos;hemm l-ebda logħba x&apos;tikkopja</translation>
    </message>
    <message>
        <source>Copying a position is for matches; leave the chouette first.</source>
        <translation>L-ikkupjar ta&apos; pożizzjoni huwa għall-partiti; l-ewwel ħalli l-chouette.</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Ikkopja l-pożizzjoni</translation>
    </message>
    <message>
        <source>Nothing was copied. {reason}</source>
        <translation>Ma ġie kkupjat xejn. {reason}</translation>
    </message>
    <message>
        <source>Copied {text}</source>
        <translation>Ikkupjat {text}</translation>
    </message>
    <message>
        <source>Pasting a position is for matches; leave the chouette first.</source>
        <translation>It-twaħħil ta&apos; pożizzjoni huwa għall-partiti; l-ewwel ħalli l-chouette.</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Waħħal pożizzjoni</translation>
    </message>
    <message>
        <source>The clipboard holds no text: copy an XGID or a GNUbg ID first. Nothing was changed.</source>
        <translation>Il-clipboard m&apos;fihx test: l-ewwel ikkopja XGID jew GNUbg ID. Ma nbidel xejn.</translation>
    </message>
    <message>
        <source>Pasted positions</source>
        <translation>Pożizzjonijiet imwaħħla</translation>
    </message>
    <message numerus="yes">
        <source>%n positions pasted. Step through them with Page Up and Page Down; Play from here plays on from one.</source>
        <translation>
            <numerusform>Pożizzjoni waħda mwaħħla. Għaddi minnhom b&apos;Page Up u Page Down; “Ilgħab minn hawn” ikompli jilgħab minn waħda minnhom.</numerusform>
            <numerusform>%n pożizzjonijiet imwaħħla. Għaddi minnhom b&apos;Page Up u Page Down; “Ilgħab minn hawn” ikompli jilgħab minn waħda minnhom.</numerusform>
            <numerusform>%n-il pożizzjoni mwaħħla. Għaddi minnhom b&apos;Page Up u Page Down; “Ilgħab minn hawn” ikompli jilgħab minn waħda minnhom.</numerusform>
            <numerusform>%n pożizzjoni mwaħħla. Għaddi minnhom b&apos;Page Up u Page Down; “Ilgħab minn hawn” ikompli jilgħab minn waħda minnhom.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pasted text</source>
        <translation>It-test imwaħħal</translation>
    </message>
    <message>
        <source>{reason} Nothing was changed.</source>
        <translation>{reason} Ma nbidel xejn.</translation>
    </message>
    <message>
        <source>Position set up from the pasted text: {where}. Play on from here.</source>
        <translation>Il-pożizzjoni ġiet irranġata mit-test imwaħħal: {where}. Kompli ilgħab minn hawn.</translation>
    </message>
    <message>
        <source>match to {n}, {a} {sa}, {b} {sb}</source>
        <translation>partita ta&apos; {n}, {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>money play</source>
        <translation>logħob bil-flus</translation>
    </message>
    <message>
        <source>{name} on roll</source>
        <translation>imiss lil {name} jarmi</translation>
    </message>
    <message>
        <source>The match goes on; nothing was changed.</source>
        <translation>Il-partita tkompli; xejn ma nbidel.</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Irranġa l-pożizzjoni</translation>
    </message>
    <message>
        <source>This cannot be played. {reason} Nothing was changed.</source>
        <translation>Din ma tistax tintlagħab. {reason} Ma nbidel xejn.</translation>
    </message>
    <message>
        <source>The position editor is for matches; leave the chouette first.</source>
        <translation>L-editur tal-pożizzjonijiet huwa għall-partiti; l-ewwel ħalli l-chouette.</translation>
    </message>
    <message>
        <source>Position set up: {where}. Play on from here.</source>
        <translation>Il-pożizzjoni ġiet irranġata: {where}. Kompli ilgħab minn hawn.</translation>
    </message>
    <message>
        <source>The move list is on the clipboard.</source>
        <translation>Il-lista tal-mossi qiegħda fil-clipboard.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Open match or positions</source>
        <translation>Iftaħ partita jew pożizzjonijiet</translation>
    </message>
    <message>
        <source>Matches and positions (*.mat *.txt *.sgf *.xg *.xgp);;All files (*)</source>
        <translation>Partiti u pożizzjonijiet (*.mat *.txt *.sgf *.xg *.xgp);;Il-fajls kollha (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were dropped; the first {max} are opened.</source>
        <extracomment>At most this many files dropped at once are opened.</extracomment>
        <translation>
            <numerusform>Twaqqa&apos; fajl wieħed; jinfetħu l-ewwel {max}.</numerusform>
            <numerusform>Twaqqgħu %n fajls; jinfetħu l-ewwel {max}.</numerusform>
            <numerusform>Twaqqgħu %n-il fajl; jinfetħu l-ewwel {max}.</numerusform>
            <numerusform>Twaqqgħu %n fajl; jinfetħu l-ewwel {max}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No files opened yet</source>
        <translation>Għadu ma nfetaħ l-ebda fajl</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Naddaf il-lista</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Iftaħ reċenti</translation>
    </message>
    <message>
        <source>{path} is not opened: {reason}. It is taken off the list.</source>
        <translation>{path} ma jinfetaħx: {reason}. Tneħħa mil-lista.</translation>
    </message>
    <message>
        <source>{path} is no longer there; it is taken off the list.</source>
        <translation>{path} m&apos;għadux hemm; qed jitneħħa mil-lista.</translation>
    </message>
    <message>
        <source>The list of recent files is empty.</source>
        <translation>Il-lista tal-fajls reċenti hija vojta.</translation>
    </message>
    <message>
        <source>Positions: {name}</source>
        <translation>Pożizzjonijiet: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n position(s) read. Step through them with Page Up and Page Down; Play from here plays on from one.</source>
        <translation>
            <numerusform>{name}: inqrat pożizzjoni waħda. Għaddi minnhom b&apos;Page Up u Page Down; “Ilgħab minn hawn” ikompli jilgħab minn waħda minnhom.</numerusform>
            <numerusform>{name}: inqraw %n pożizzjonijiet. Għaddi minnhom b&apos;Page Up u Page Down; “Ilgħab minn hawn” ikompli jilgħab minn waħda minnhom.</numerusform>
            <numerusform>{name}: inqraw %n-il pożizzjoni. Għaddi minnhom b&apos;Page Up u Page Down; “Ilgħab minn hawn” ikompli jilgħab minn waħda minnhom.</numerusform>
            <numerusform>{name}: inqraw %n pożizzjoni. Għaddi minnhom b&apos;Page Up u Page Down; “Ilgħab minn hawn” ikompli jilgħab minn waħda minnhom.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis from the file: {title}</source>
        <translation>Analiżi mill-fajl: {title}</translation>
    </message>
    <message>
        <source>{program} ({level}): no double {nd}, double/take {dt}, double/pass {dp}.</source>
        <translation>{program} ({level}): bla doppju {nd}, doppju/aċċetta {dt}, doppju/irrifjuta {dp}.</translation>
    </message>
    <message>
        <source>{program} ({level}):</source>
        <translation>{program} ({level}):</translation>
    </message>
    <message>
        <source>Playing on from a position is for matches; leave the chouette first.</source>
        <translation>Li tkompli tilgħab minn pożizzjoni huwa għall-partiti; l-ewwel oħroġ mic-chouette.</translation>
    </message>
    <message>
        <source>This match cannot be written as a .mat file. {reason}</source>
        <translation>Din il-partita ma tistax tinkiteb bħala fajl .mat. {reason}</translation>
    </message>
    <message>
        <source>Export match</source>
        <translation>Esporta l-partita</translation>
    </message>
    <message>
        <source>Match files (*.mat);;All files (*)</source>
        <translation>Fajls tal-partiti (*.mat);;Il-fajls kollha (*)</translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}.</source>
        <translation>{path} ma setax jinkiteb: {reason}.</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Esportat f&apos;{path}.</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Qed jaqra {name}…</translation>
    </message>
    <message>
        <source>{name} could not be imported. {reason} Nothing was changed.</source>
        <translation>{name} ma setax jiġi importat. {reason} Ma nbidel xejn.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file: bgdesk opens only ordinary files, so it was not opened</source>
        <extracomment>Hex digits of the dice commitment the status bar keeps when the whole one would crowd out the game&apos;s message (a narrow window); the whole hash is in its tooltip and the fairness window, and a right click copies it. The whole commitment is on the status bar while its button takes at most this share of the window&apos;s width.</extracomment>
        <translation>huwa pajp bl-isem (FIFO), mhux fajl: bgdesk jiftaħ fajls ordinarji biss, allura ma nfetaħx</translation>
    </message>
    <message>
        <source>it is a device, not a file: bgdesk opens only ordinary files, so it was not opened</source>
        <translation>huwa apparat, mhux fajl: bgdesk jiftaħ fajls ordinarji biss, allura ma nfetaħx</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>huwa folder, mhux fajl</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>m&apos;hemmx fajl bħal dan</translation>
    </message>
    <message>
        <source>it is not an ordinary file, so it was not opened</source>
        <translation>mhuwiex fajl ordinarju, allura ma nfetaħx</translation>
    </message>
    <message>
        <source>This match cannot be written as an .sgf file. {reason}</source>
        <translation>Din il-partita ma tistax tinkiteb bħala fajl .sgf. {reason}</translation>
    </message>
    <message>
        <source>GNU Backgammon files (*.sgf);;All files (*)</source>
        <translation>Fajls ta&apos; GNU Backgammon (*.sgf);;Il-fajls kollha (*)</translation>
    </message>
    <message>
        <source>Export match for &amp;GNU Backgammon (.sgf)…</source>
        <translation>Esporta l-partita għal &amp;GNU Backgammon (.sgf)…</translation>
    </message>
    <message>
        <source>Save this match or money session as GNU Backgammon&apos;s own file</source>
        <translation>Issejvja din il-partita jew is-sessjoni bil-flus bħala l-fajl proprju ta&apos; GNU Backgammon</translation>
    </message>
    <message>
        <source>&amp;Open match or positions…</source>
        <translation>&amp;Iftaħ partita jew pożizzjonijiet…</translation>
    </message>
    <message>
        <source>Read a match (.mat, .sgf, .xg) or positions (.xgp, position texts) and step through them</source>
        <translation>Aqra partita (.mat, .sgf, .xg) jew pożizzjonijiet (.xgp, testi ta&apos; pożizzjoni) u għaddi minnhom</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Iftaħ &amp;reċenti</translation>
    </message>
    <message>
        <source>Dice commitment {hash}</source>
        <translation>Impenn tad-dadi {hash}</translation>
    </message>
    <message>
        <source>the file is {size:.1f} MB, and at most {limit} MB are read</source>
        <translation>il-fajl huwa {size:.1f} MB, u jinqraw l-aktar {limit} MB</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ikkanċella</translation>
    </message>
    <message>
        <source>Reading {name} was stopped. Nothing was changed.</source>
        <translation>Il-qari ta&apos; {name} twaqqaf. Ma nbidel xejn.</translation>
    </message>
    <message>
        <source>Replay: {name}</source>
        <translation>Erġa&apos; ara: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) read, with remarks about the file.</source>
        <translation>
            <numerusform>{name}: inqrat logħba waħda, b&apos;rimarki dwar il-fajl.</numerusform>
            <numerusform>{name}: inqraw %n logħbiet, b&apos;rimarki dwar il-fajl.</numerusform>
            <numerusform>{name}: inqraw %n-il logħba, b&apos;rimarki dwar il-fajl.</numerusform>
            <numerusform>{name}: inqraw %n logħba, b&apos;rimarki dwar il-fajl.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) read. Step through them with the arrow keys.</source>
        <translation>
            <numerusform>{name}: inqrat logħba waħda. Għaddi minnha bil-vleġeġ tat-tastiera.</numerusform>
            <numerusform>{name}: inqraw %n logħbiet. Għaddi minnhom bil-vleġeġ tat-tastiera.</numerusform>
            <numerusform>{name}: inqraw %n-il logħba. Għaddi minnhom bil-vleġeġ tat-tastiera.</numerusform>
            <numerusform>{name}: inqraw %n logħba. Għaddi minnhom bil-vleġeġ tat-tastiera.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} was read. Some of it was not as expected:</source>
        <translation>{name} inqara. Parti minnu ma kinitx kif mistenni:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… u oħra.</numerusform>
            <numerusform>… u %n oħra.</numerusform>
            <numerusform>… u %n-il oħra.</numerusform>
            <numerusform>… u %n oħra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ilgħab minn hawn</translation>
    </message>
    <message>
        <source>This moment cannot be played on. {reason}</source>
        <translation>Ma tistax tkompli tilgħab minn dan il-mument. {reason}</translation>
    </message>
    <message>
        <source>Playing on from the replay: {where}.</source>
        <translation>Il-logħob ikompli mir-replay: {where}.</translation>
    </message>
    <message>
        <source>Replay: this match</source>
        <translation>Erġa&apos; ara: din il-partita</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Din il-partita</translation>
    </message>
    <message>
        <source>The previous match</source>
        <translation>Il-partita ta&apos; qabel</translation>
    </message>
    <message>
        <source>Write the commitment down (or copy it) now; after the match, check that the revealed seed gives it.</source>
        <translation>Ikteb l-impenn (jew ikkopjah) issa; wara l-partita, ivverifika li ż-żerriegħa żvelata tagħtih.</translation>
    </message>
    <message>
        <source>A money session has no end of its own: its seed is revealed when a new match or session replaces it.</source>
        <translation>Sessjoni bil-flus m&apos;għandhiex tmiem tagħha: iż-żerriegħa tagħha tiġi żvelata meta partita jew sessjoni ġdida tieħu postha.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>A player joins</source>
        <translation>Plejer jingħaqad</translation>
    </message>
    <message>
        <source>The newcomer takes the last place in the line, or the place the group agrees on.</source>
        <translation>Il-ġdid jieħu l-aħħar post fil-linja, jew il-post li jaqbel fuqu l-grupp.</translation>
    </message>
    <message>
        <source>A game is being played: they play from the next one.</source>
        <translation>Qed tintlagħab logħba: jilgħab minn dik li jmiss.</translation>
    </message>
    <message>
        <source>Last in the line</source>
        <translation>L-aħħar fil-linja</translation>
    </message>
    <message>
        <source>Captain (first in the line)</source>
        <translation>Kaptan (l-ewwel fil-linja)</translation>
    </message>
    <message>
        <source>Before {name}</source>
        <translation>Qabel {name}</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Isem:</translation>
    </message>
    <message>
        <source>Played by:</source>
        <translation>Jilgħab:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Post:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Ingħaqad</translation>
    </message>
    <message>
        <source>A chouette is for at most eight players: someone has to leave first.</source>
        <translation>Chouette hija għal l-aktar tmien plejers: xi ħadd irid jitlaq l-ewwel.</translation>
    </message>
    <message>
        <source>Give the newcomer a name.</source>
        <translation>Agħti isem lill-ġdid.</translation>
    </message>
    <message>
        <source>The newcomer&apos;s name has {length} characters; a name has at most {most}: shorten it.</source>
        <translation>L-isem tal-ġdid fih {length} karattru; isem ma jistax ikollu aktar minn {most}: qassru.</translation>
    </message>
    <message>
        <source>{name} is already playing: give the newcomer another name.</source>
        <translation>{name} diġà qed jilgħab: agħti isem ieħor lill-ġdid.</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right, Up / Down</source>
        <translation>Xellug / Lemin, Fuq / Isfel</translation>
    </message>
    <message>
        <source>Move the cursor over the checkers that may move; with a checker picked up, choose among its destinations</source>
        <translation>Mexxi l-kursur fuq il-pedini li jistgħu jiċċaqilqu; b&apos;pedina merfugħa, agħżel fejn tmur</translation>
    </message>
    <message>
        <source>1 … 24, B</source>
        <translation>1 … 24, B</translation>
    </message>
    <message>
        <source>Pick up the checker on that point (B: on the bar)</source>
        <translation>Erfa&apos; l-pedina fuq dak il-punt (B: fuq il-bar)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>1 … 6 (a checker picked up)</source>
        <translation>1 … 6 (pedina merfugħa)</translation>
    </message>
    <message>
        <source>Play that die with the checker picked up</source>
        <translation>Ilgħab dak id-dadu bil-pedina merfugħa</translation>
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
        <translation>Erġa&apos; lura l-aħħar pass</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Armi d-dadi</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Go to the next control (with Shift, the previous one)</source>
        <translation>Mur għall-kontroll li jmiss (b&apos;Shift, għal ta&apos; qabel)</translation>
    </message>
    <message>
        <source>T, P, B (double offered)</source>
        <translation>T, P, B (doppju offrut)</translation>
    </message>
    <message>
        <source>Take, pass or beaver</source>
        <translation>Aċċetta, irrifjuta jew beaver</translation>
    </message>
    <message>
        <source>A, R (team double proposed)</source>
        <translation>A, R (doppju tat-tim propost)</translation>
    </message>
    <message>
        <source>Agree or refuse</source>
        <translation>Aqbel jew irrifjuta</translation>
    </message>
    <message>
        <source>A, D (resignation offered)</source>
        <translation>A, D (ċediment offrut)</translation>
    </message>
    <message>
        <source>Accept or decline</source>
        <translation>Aċċetta jew irrifjuta</translation>
    </message>
    <message>
        <source>Enter (in the move box)</source>
        <translation>Enter (fil-kaxxa tal-mossa)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastiera</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Fuq il-bord</translation>
    </message>
    <message>
        <source>Pick up the checker under the cursor (the first time, the back checker); play it to the destination chosen; with the roll played, pick up the dice; before the roll, roll</source>
        <translation>Erfa&apos; l-pedina taħt il-kursur (l-ewwel darba, l-pedina l-aktar lura); ilgħabha lejn il-post magħżul; meta t-tarmija tkun intlagħbet, iġbor id-dadi; qabel it-tarmija, armi d-dadi</translation>
    </message>
    <message>
        <source>Put the checker down again; from any other control of the window, back to the board</source>
        <translation>Erġa&apos; qiegħed il-pedina; minn kull kontroll ieħor tat-tieqa, lura lejn il-bord</translation>
    </message>
    <message>
        <source>Double (at once: the question before doubling is for a click on the cube)</source>
        <translation>Irdoppja (minnufih: il-mistoqsija qabel id-doppju hija għal klikk fuq il-kubu)</translation>
    </message>
    <message>
        <source>T, P</source>
        <translation>T, P</translation>
    </message>
    <message>
        <source>Take or pass the double offered</source>
        <translation>Aċċetta jew irrifjuta d-doppju offrut</translation>
    </message>
    <message>
        <source>Play the move typed; in the empty box, pick up the dice once the roll is played, or roll</source>
        <translation>Ilgħab il-mossa miktuba; fil-kaxxa vojta, iġbor id-dadi meta t-tarmija tkun intlagħbet, jew armi d-dadi</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Lura lejn il-bord</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Tab goes from the board to the move box (type a move such as 24/18 13/11, or the rest of one); Shift+Tab goes back</source>
        <translation>Tab imur mill-bord għall-kaxxa tal-mossa (ikteb mossa bħal 24/18 13/11, jew il-bqija ta&apos; waħda); Shift+Tab imur lura</translation>
    </message>
    <message>
        <source>D, N, T, P</source>
        <translation>D, N, T, P</translation>
    </message>
    <message>
        <source>Answer the cube question: double, no double, take, pass</source>
        <translation>Wieġeb il-mistoqsija tal-kubu: doppju, bla doppju, aċċetta, irrifjuta</translation>
    </message>
    <message>
        <source>The board&apos;s keys</source>
        <translation>Il-buttuni tal-bord</translation>
    </message>
    <message>
        <source>Play the roll asked for, as on the game&apos;s board; Enter picks up the dice</source>
        <translation>Ilgħab it-tarmija mitluba, bħal fuq il-bord tal-logħba; Enter jiġbor id-dadi</translation>
    </message>
    <message>
        <source>Put the checker down again; with none picked up, close the window</source>
        <translation>Erġa&apos; qiegħed il-pedina; jekk ebda waħda mhi merfugħa, agħlaq it-tieqa</translation>
    </message>
    <message>
        <source>Close a window or a dialog; a question that must be answered is asked again</source>
        <translation>Agħlaq tieqa jew djalogu; mistoqsija li trid titwieġeb terġa&apos; ssir</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Press the button shown as the default one</source>
        <translation>Agħfas il-buttuna murija bħala dik awtomatika</translation>
    </message>
    <message>
        <source>The menus&apos; keys</source>
        <translation>Il-buttuni tal-menus</translation>
    </message>
    <message>
        <source>Work in the windows opened beside the board too (analysis, hint, statistics, archive, help), except in those with a board of their own</source>
        <translation>Jaħdmu wkoll fit-twieqi miftuħa ħdejn il-bord (analiżi, ħjiel, statistika, arkivju, għajnuna), ħlief f&apos;dawk b&apos;bord tagħhom</translation>
    </message>
    <message>
        <source>D, N (before doubling)</source>
        <translation>D, N (qabel id-doppju)</translation>
    </message>
    <message>
        <source>Double, or not now</source>
        <translation>Irdoppja, jew mhux issa</translation>
    </message>
    <message>
        <source>P, K (play from a position)</source>
        <translation>P, K (tilgħab minn pożizzjoni)</translation>
    </message>
    <message>
        <source>Play from here, or keep the match</source>
        <translation>Ilgħab minn hawn, jew żomm il-partita</translation>
    </message>
    <message>
        <source>Move box</source>
        <translation>Kaxxa tal-mossa</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Il-menus</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Mistoqsijiet</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Erġa&apos; ara</translation>
    </message>
    <message>
        <source>Drills and game review</source>
        <translation>Eżerċizzji u reviżjoni tal-logħba</translation>
    </message>
    <message>
        <source>Every window</source>
        <translation>Kull tieqa</translation>
    </message>
    <message>
        <source>Where the keys work</source>
        <translation>Fejn jaħdmu l-buttuni</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Buttuni</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>X&apos;jagħmlu</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <source>A player leaves</source>
        <translation>Plejer jitlaq</translation>
    </message>
    <message>
        <source>Whoever leaves keeps their account in the ledger, and may come back later.</source>
        <translation>Min jitlaq iżomm il-kont tiegħu fil-kontijiet, u jista&apos; jerġa&apos; lura aktar tard.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Itlaq</translation>
    </message>
    <message>
        <source>A chouette needs at least three players: end the evening instead (Chouette &gt; End the evening).</source>
        <translation>Chouette teħtieġ mill-inqas tliet plejers: minflok temm il-lejla (Chouette &gt; Temm il-lejla).</translation>
    </message>
    <message>
        <source>{name} is in the box and cannot leave during a game: finish the game first; then the captain takes the box.</source>
        <translation>{name} qiegħed fil-kaxxa u ma jistax jitlaq matul logħba: l-ewwel temmu l-logħba; imbagħad il-kaptan jieħu l-kaxxa.</translation>
    </message>
    <message>
        <source>Answer the double or the resignation first.</source>
        <translation>L-ewwel wieġbu d-doppju jew iċ-ċediment.</translation>
    </message>
    <message>
        <source>{name} gives up their cube as a pass would: they pay {box} {value} now. Their account then stands at {after}.</source>
        <translation>{name} jċedi l-kubu tiegħu bħal meta jirrifjuta: iħallas {value} lil {box} issa. Imbagħad il-kont tiegħu jkun {after}.</translation>
    </message>
    <message>
        <source>Nothing has happened in this game yet: {name} leaves it at no cost.</source>
        <translation>Għadu ma ġara xejn f&apos;din il-logħba: {name} iħalliha mingħajr ħlas.</translation>
    </message>
    <message>
        <source>{name} leaves the box: {captain} takes it. Their account stands at {points}.</source>
        <translation>{name} iħalli l-kaxxa: jeħodha {captain}. Il-kont tiegħu huwa {points}.</translation>
    </message>
    <message>
        <source>{name}&apos;s account stands at {points}.</source>
        <translation>Il-kont ta&apos; {name} huwa {points}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bottom right</source>
        <translation>Isfel fuq il-lemin</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>Isfel fuq ix-xellug</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Fuq fuq il-lemin</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Fuq fuq ix-xellug</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Mitfija</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Bil-mod</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Malajr</translation>
    </message>
    <message>
        <source>Resign a single game</source>
        <extracomment>How many games the move list shows (the last ones; earlier games are in Copy moves and Replay).</extracomment>
        <translation>Ċedi logħba sempliċi</translation>
    </message>
    <message>
        <source>Offer to resign a single game</source>
        <translation>Offri li ċċedi logħba sempliċi</translation>
    </message>
    <message>
        <source>Resign a gammon</source>
        <translation>Ċedi gammon</translation>
    </message>
    <message>
        <source>Offer to resign a gammon</source>
        <translation>Offri li ċċedi gammon</translation>
    </message>
    <message>
        <source>Resign a backgammon</source>
        <translation>Ċedi backgammon</translation>
    </message>
    <message>
        <source>Offer to resign a backgammon</source>
        <translation>Offri li ċċedi backgammon</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mossi</translation>
    </message>
    <message>
        <source>Type a move (e.g. 24/18 13/11) and press Enter:</source>
        <translation>Ikteb mossa (eż. 24/18 13/11) u agħfas Enter:</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>Partita ġ&amp;dida…</translation>
    </message>
    <message>
        <source>Start a new match or money session</source>
        <translation>Ibda partita jew sessjoni bil-flus ġdida</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>Il-logħba li j&amp;miss</translation>
    </message>
    <message>
        <source>Start the next game</source>
        <translation>Ibda l-logħba li jmiss</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Armi</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Armi d-dadi</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>Ir&amp;doppja</translation>
    </message>
    <message>
        <source>Offer the doubling cube</source>
        <translation>Offri l-kubu tad-doppju</translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation>&amp;Erġa&apos; pass lura</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Ħu lura l-aħħar pass</translation>
    </message>
    <message>
        <source>D&amp;one</source>
        <translation>&amp;Lest</translation>
    </message>
    <message>
        <source>Pick up the dice: the move is final</source>
        <translation>Iġbor id-dadi: il-mossa hija finali</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>O&amp;ħroġ</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Logħba</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>Ċ&amp;edi</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <source>&amp;Home board</source>
        <translation>Il-bord tad-&amp;dar</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Kuluri</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animazzjoni</translation>
    </message>
    <message>
        <source>Show pip counts</source>
        <translation>Uri l-għadd tat-tikek</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Uri n-numri tal-punti</translation>
    </message>
    <message>
        <source>Highlight legal destinations</source>
        <translation>Uri d-destinazzjonijiet legali</translation>
    </message>
    <message>
        <source>Confirm moves by picking up the dice</source>
        <translation>Ikkonferma l-mossi billi tiġbor id-dadi</translation>
    </message>
    <message>
        <source>Ask before doubling when the cube is clicked</source>
        <translation>Staqsi qabel tirdoppja meta tikklikkja l-kubu</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Ilgħab il-mossi obbligati awtomatikament</translation>
    </message>
    <message>
        <source>Roll automatically when no double is possible</source>
        <translation>Armi awtomatikament meta ma tistax tirdoppja</translation>
    </message>
    <message>
        <source>Point numbers follow the player on roll</source>
        <translation>In-numri tal-punti jsegwu l-plejer li jmissu jarmi</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Għodod</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Issettjar…</translation>
    </message>
    <message>
        <source>Board, rules, play and appearance settings</source>
        <translation>Issettjar tal-bord, ir-regoli, il-logħob u d-dehra</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistika…</translation>
    </message>
    <message>
        <source>Results against each opponent, and a plot over time</source>
        <translation>Riżultati kontra kull avversarju, u grafika matul iż-żmien</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Għajnuna</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastiera</translation>
    </message>
    <message>
        <source>Every key of the board and of the menus</source>
        <translation>Kull buttuna tal-bord u tal-menus</translation>
    </message>
    <message>
        <source>&amp;About bgdesk</source>
        <translation>&amp;Dwar bgdesk</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Azzjonijiet</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Aktar azzjonijiet</translation>
    </message>
    <message>
        <source>{action} is not possible now.</source>
        <translation>{action} mhux possibbli issa.</translation>
    </message>
    <message>
        <source>Games 1 to {n}: Copy moves or Replay shows them</source>
        <translation>Il-logħbiet 1 sa {n}: Ikkopja l-mossi jew Replay juruhom</translation>
    </message>
    <message>
        <source>Language: {name}</source>
        <translation>Lingwa: {name}</translation>
    </message>
    <message>
        <source>About bgdesk</source>
        <translation>Dwar bgdesk</translation>
    </message>
    <message>
        <source>bgdesk — desktop backgammon.
Two players on one computer, matches and money sessions.</source>
        <translation>bgdesk — backgammon fuq il-kompjuter.
Żewġ plejers fuq kompjuter wieħed, partiti u sessjonijiet bil-flus.</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Itfi l-ħsejjes</translation>
    </message>
    <message>
        <source>bgdesk is silent: none of the sound libraries it plays through is installed; the Sound page of the settings says which.</source>
        <translation>bgdesk huwa sieket: l-ebda waħda mil-libreriji tal-ħoss li juża mhi installata; il-paġna tal-Ħoss fl-issettjar tgħid liema.</translation>
    </message>
    <message>
        <source>Sounds off. Press M to hear them again.</source>
        <translation>Il-ħsejjes mitfija. Agħfas M biex terġa&apos; tismagħhom.</translation>
    </message>
    <message>
        <source>Sounds on, but no audio device was found: bgdesk stays silent.</source>
        <translation>Il-ħsejjes mixgħula, iżda ma nstab l-ebda apparat tal-awdjo: bgdesk jibqa&apos; sieket.</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Il-ħsejjes mixgħula.</translation>
    </message>
</context>
<context>
    <name>MatMessages</name>
    <message>
        <source>the file is larger than {limit} MB, so it is not read</source>
        <extracomment>The reader&apos;s sentences by code (as in bgdesk.engine.matimport.MESSAGES, which a test checks); &quot;after-match&quot; and &quot;more-warnings&quot; count things and are said in mat_message itself.</extracomment>
        <translation>il-fajl huwa akbar minn {limit} MB, għalhekk ma jinqarax</translation>
    </message>
    <message>
        <source>this is binary data, not a text match file</source>
        <translation>din hija data binarja, mhux fajl ta&apos; test ta&apos; partita</translation>
    </message>
    <message>
        <source>a match file is text, not {type}</source>
        <translation>fajl ta&apos; partita huwa test, mhux {type}</translation>
    </message>
    <message>
        <source>this is not a match file: there is no line such as &apos; 5 point match&apos;</source>
        <translation>dan mhuwiex fajl ta&apos; partita: m&apos;hemmx linja bħal &apos; 5 point match&apos;</translation>
    </message>
    <message>
        <source>a match to {length} points is longer than any match can be (at most 32767)</source>
        <translation>partita ta&apos; {length} punt hija itwal minn kemm tista&apos; tkun partita (l-aktar 32767)</translation>
    </message>
    <message>
        <source>the line is {length} characters long; lines of a match file are short</source>
        <translation>il-linja hija twila {length} karattru; il-linji ta&apos; fajl ta&apos; partita huma qosra</translation>
    </message>
    <message>
        <source>the line holds a control character, which a text match file does not</source>
        <translation>il-linja fiha karattru ta&apos; kontroll, li fajl ta&apos; test ta&apos; partita ma jkollux</translation>
    </message>
    <message>
        <source>this match is {variation}, which bgdesk does not play</source>
        <translation>din il-partita hija {variation}, li bgdesk ma jilgħabx</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: &apos;{text}&apos; is not a move such as 24/18, 13/11*, bar/22, 6/off or 8/5(2)</source>
        <translation>&apos;{entry}&apos; ta&apos; {player}: &apos;{text}&apos; mhijiex mossa bħal 24/18, 13/11*, bar/22, 6/off jew 8/5(2)</translation>
    </message>
    <message>
        <source>a numbered line holds at most two entries, the left player&apos;s and then the right player&apos;s</source>
        <translation>linja numerata fiha l-aktar żewġ daħliet, l-ewwel tal-plejer tax-xellug u mbagħad tal-plejer tal-lemin</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; is the first roll of the game, which is one die for each player, so it cannot be a double</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} hija l-ewwel tarmija tal-logħba, li hija dadu wieħed għal kull plejer, għalhekk ma tistax tkun doppji</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; is written, but it is {other}&apos;s turn</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} hija miktuba, iżda imiss lil {other}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {roll} cannot be played in this position, yet a move is written</source>
        <translation>&apos;{entry}&apos; ta&apos; {player}: {roll} ma tistax tintlagħab f&apos;din il-pożizzjoni, iżda nkitbet mossa</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} has no checker on {point}</source>
        <translation>&apos;{entry}&apos; ta&apos; {player}: {player} m&apos;għandux pedina fuq {point}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} has a checker on the bar, which must come in before any other checker moves</source>
        <translation>&apos;{entry}&apos; ta&apos; {player}: {player} għandu pedina fuq il-bar, li trid tidħol qabel ma tiċċaqlaq kwalunkwe pedina oħra</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {point} is held by {other}</source>
        <translation>&apos;{entry}&apos; ta&apos; {player}: {point} huwa miżmum minn {other}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {step} is a move of {pips}, which the roll {roll} does not play</source>
        <translation>&apos;{entry}&apos; ta&apos; {player}: {step} huwa mossa ta&apos; {pips}, li t-tarmija {roll} ma tilgħabx</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} cannot bear off before all of the checkers are in the home board</source>
        <translation>&apos;{entry}&apos; ta&apos; {player}: {player} ma jistax joħroġ qabel ma l-pedini kollha jkunu fil-bord tad-dar</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: a {die} bears a checker off {point} only when no checker stands on a higher point</source>
        <translation>&apos;{entry}&apos; ta&apos; {player}: {die} toħroġ pedina minn {point} biss meta l-ebda pedina ma tkun fuq punt ogħla</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; moves more checkers than {roll} allows</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} iċċaqlaq aktar pedini milli tippermetti {roll}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; leaves part of the roll unplayed, but all of it can be played here (for example {example})</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} tħalli parti mit-tarmija mhux milgħuba, iżda t-tarmija kollha tista&apos; tintlagħab hawn (pereżempju {example})</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: only one die of {roll} can be played here, and then it must be the higher one ({example})</source>
        <translation>&apos;{entry}&apos; ta&apos; {player}: dadu wieħed biss ta&apos; {roll} jista&apos; jintlagħab hawn, u dan irid ikun l-ogħla wieħed ({example})</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {step} passes two lone checkers of {other}&apos;s and the file does not say which one was hit</source>
        <translation>&apos;{entry}&apos; ta&apos; {player}: {step} jgħaddi minn fuq żewġ pedini waħedhom ta&apos; {other} u l-fajl ma jgħidx liema waħda intlaqtet</translation>
    </message>
    <message>
        <source>{player} doubles in the Crawford game, when the cube is not used</source>
        <translation>{player} jirdoppja fil-logħba Crawford, meta l-kubu ma jintużax</translation>
    </message>
    <message>
        <source>{player} doubles in game {game}, which would be the Crawford game: the match was played without the Crawford rule, and is read so</source>
        <translation>{player} jirdoppja fil-logħba {game}, li kienet tkun il-logħba Crawford: il-partita ntlagħbet mingħajr ir-regola ta&apos; Crawford, u tinqara hekk</translation>
    </message>
    <message>
        <source>{player} doubles, but the cube belongs to {other}</source>
        <translation>{player} jirdoppja, iżda l-kubu huwa ta&apos; {other}</translation>
    </message>
    <message>
        <source>{player} doubles, but this match is played without the cube</source>
        <translation>{player} jirdoppja, iżda din il-partita tintlagħab mingħajr il-kubu</translation>
    </message>
    <message>
        <source>{player} doubles, but the cube cannot go past 64</source>
        <translation>{player} jirdoppja, iżda l-kubu ma jistax jaqbeż 64</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes before the game has begun</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} tiġi qabel ma bdiet il-logħba</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes while a double already waits for an answer</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} tiġi waqt li doppju diġà qed jistenna tweġiba</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes when it is {other}&apos;s turn to roll</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} tiġi meta jmiss lil {other} jarmi</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes when no double waits for {player}&apos;s answer</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} tiġi meta l-ebda doppju ma qed jistenna t-tweġiba ta&apos; {player}</translation>
    </message>
    <message>
        <source>{player} beavers, which only money sessions with beavers allow</source>
        <translation>{player} jagħmel beaver, li jippermettu biss sessjonijiet bil-flus b&apos;beavers</translation>
    </message>
    <message>
        <source>{player} passes {other}&apos;s beaver, which bgdesk cannot record</source>
        <translation>{player} jirrifjuta l-beaver ta&apos; {other}, li bgdesk ma jistax jirreġistra</translation>
    </message>
    <message>
        <source>{player} raccoons, which bgdesk does not play</source>
        <translation>{player} jagħmel raccoon, li bgdesk ma jilgħabx</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes after the end of the game</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} tiġi wara t-tmiem tal-logħba</translation>
    </message>
    <message>
        <source>the score {score} has already reached the match length {length}</source>
        <translation>il-punteġġ {score} diġà laħaq it-tul tal-partita {length}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes while {player}&apos;s own double waits for an answer</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} tiġi waqt li d-doppju ta&apos; {player} stess qed jistenna tweġiba</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a roll, a move or a cube action; it is left out</source>
        <translation>&apos;{text}&apos; mhijiex tarmija, mossa jew azzjoni tal-kubu; titħalla barra</translation>
    </message>
    <message>
        <source>game {game} has no line with the players&apos; names and scores</source>
        <translation>il-logħba {game} m&apos;għandhiex linja bl-ismijiet u l-punteġġi tal-plejers</translation>
    </message>
    <message>
        <source>the score before game {game} is written as {written}, but the games before it make it {computed}; {computed} is used</source>
        <translation>il-punteġġ qabel il-logħba {game} huwa miktub {written}, iżda l-logħbiet ta&apos; qabilha jagħmluh {computed}; jintuża {computed}</translation>
    </message>
    <message>
        <source>game {game} names the players {name0} and {name1}, where the first game named them {first0} and {first1}; the first names are kept</source>
        <translation>il-logħba {game} issejjaħ lill-plejers {name0} u {name1}, filwaqt li l-ewwel logħba sejħitilhom {first0} u {first1}; jinżammu l-ewwel ismijiet</translation>
    </message>
    <message>
        <source>the file says {written} won game {game}, but as played {winner} won it; the game is kept as played</source>
        <translation>il-fajl jgħid li {written} rebaħ il-logħba {game}, iżda kif intlagħbet rebaħha {winner}; il-logħba tinżamm kif intlagħbet</translation>
    </message>
    <message>
        <source>the file says game {game} was worth {pts_written}, but as played it scores {pts}, which is kept</source>
        <translation>il-fajl jgħid li l-logħba {game} kienet tiswa {pts_written}, iżda kif intlagħbet tagħti {pts}, u dan jinżamm</translation>
    </message>
    <message>
        <source>{loser} gave up game {game} for {pts_written}; at a cube of {cube} that is read as {kind}, worth {pts}</source>
        <translation>{loser} ċeda l-logħba {game} għal {pts_written}; bil-kubu fuq {cube} dan jinqara bħala {kind}, li jiswa {pts}</translation>
    </message>
    <message>
        <source>the file says {player} cannot play {roll}, but {play} can be played (the only play), and it is played</source>
        <translation>il-fajl jgħid li {player} ma jistax jilgħab {roll}, iżda {play} tista&apos; tintlagħab (l-unika mossa), u tintlagħab</translation>
    </message>
    <message>
        <source>{player}&apos;s roll of {roll} has no move written; the only play, {play}, is made</source>
        <translation>it-tarmija {roll} ta&apos; {player} m&apos;għandhiex mossa miktuba; issir l-unika mossa, {play}</translation>
    </message>
    <message>
        <source>{player}&apos;s turn before this line is not written; it is read as a roll of {roll}, which {player} could not play</source>
        <translation>id-dawra ta&apos; {player} qabel din il-linja mhijiex miktuba; tinqara bħala tarmija ta&apos; {roll}, li {player} ma setax jilgħab</translation>
    </message>
    <message>
        <source>{player}&apos;s answer to the double is not written; it is read as a take</source>
        <translation>it-tweġiba ta&apos; {player} għad-doppju mhijiex miktuba; tinqara bħala aċċettazzjoni</translation>
    </message>
    <message>
        <source>{player}&apos;s answer to the double is not written; the end of the game says it was a pass</source>
        <translation>it-tweġiba ta&apos; {player} għad-doppju mhijiex miktuba; it-tmiem tal-logħba juri li kienet rifjut</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; answers a double that was not offered; it is left out</source>
        <translation>&apos;{entry}&apos; twieġeb doppju li ma ġiex offrut; titħalla barra</translation>
    </message>
    <message>
        <source>{player}&apos;s double is written as {written}, but it takes the cube to {value}</source>
        <translation>id-doppju ta&apos; {player} huwa miktub {written}, iżda jtella&apos; l-kubu għal {value}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; marks a hit on {point}, but no lone checker of {other}&apos;s stands there</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} timmarka daqqa fuq {point}, iżda ma hemm l-ebda pedina waħedha ta&apos; {other} hemmhekk</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; does not say where {step} hit; read as {play}</source>
        <translation>&apos;{entry}&apos; ta&apos; {player} ma tgħidx fejn {step} laqat; tinqara bħala {play}</translation>
    </message>
    <message>
        <source>game {game} stops without a result; it is kept unfinished, and the next game begins at the score its line gives</source>
        <translation>il-logħba {game} tieqaf mingħajr riżultat; tinżamm mhux mitmuma, u l-logħba li jmiss tibda bil-punteġġ li tagħti l-linja tagħha</translation>
    </message>
    <message>
        <source>another match begins here; only the first one is read</source>
        <translation>partita oħra tibda hawn; tinqara biss l-ewwel waħda</translation>
    </message>
    <message>
        <source>the {tag} tag says &apos;{value}&apos;, which is not understood; it is ignored</source>
        <translation>it-tikketta {tag} tgħid &apos;{value}&apos;, li ma tinftehimx; tiġi injorata</translation>
    </message>
    <message>
        <source>a game set up from a position cannot be read; the line is left out</source>
        <translation>logħba mwaqqfa minn pożizzjoni ma tistax tinqara; il-linja titħalla barra</translation>
    </message>
    <message>
        <source>the fair-dice tags do not fit together, so these dice cannot be checked; the games are read without them</source>
        <translation>it-tikketti tad-dadi ġusti ma jaqblux ma&apos; xulxin, għalhekk dawn id-dadi ma jistgħux jiġu ċċekkjati; il-logħbiet jinqraw mingħajrhom</translation>
    </message>
    <message>
        <source>game {game} cannot be read on from here: {reason}; it is kept up to the line before, unfinished, and the rest of it is left out</source>
        <translation>il-logħba {game} ma tistax tibqa&apos; tinqara minn hawn: {reason}; tinżamm sal-linja ta&apos; qabel, mhux mitmuma, u l-bqija titħalla barra</translation>
    </message>
    <message>
        <source>{reason}; the rest of game {game} is left out</source>
        <translation>{reason}; il-bqija tal-logħba {game} titħalla barra</translation>
    </message>
    <message>
        <source>{player} rolled {roll} in game {game} and no move is written, although {roll} can be played (for example {example}); GNU Backgammon reads on as if the roll was passed, so the game is kept up to here and the rest of it is read as a game set up from this position</source>
        <translation>{player} tefa&apos; {roll} fil-logħba {game} u l-ebda mossa mhi miktuba, għalkemm {roll} tista&apos; tintlagħab (per eżempju {example}); GNU Backgammon jibqa&apos; jaqra daqslikieku t-tarmija nqabżet, għalhekk il-logħba tinżamm sa hawn u l-bqija tinqara bħala logħba mwaqqfa minn din il-pożizzjoni</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <extracomment>The sentences of the readers of other programs&apos; files (as in bgdesk.engine.fileread.MESSAGES, which a test checks).</extracomment>
        <translation>il-fajl huwa vojt</translation>
    </message>
    <message>
        <source>this is not a file bgdesk reads: not a match (.mat, .sgf, .xg), nor a position (.xgp, or text with an XGID or GNU Backgammon&apos;s IDs)</source>
        <translation>dan mhuwiex fajl li bgdesk jaqra: la partita (.mat, .sgf, .xg), u lanqas pożizzjoni (.xgp, jew test b&apos;XGID jew bl-IDs ta&apos; GNU Backgammon)</translation>
    </message>
    <message>
        <source>this is not an .sgf file of GNU Backgammon: it does not begin with &apos;(;&apos;</source>
        <translation>dan mhuwiex fajl .sgf ta&apos; GNU Backgammon: ma jibdiex bil-&apos;(;&apos;</translation>
    </message>
    <message>
        <source>the .sgf text ends inside a value that begins on line {at}</source>
        <translation>it-test .sgf jispiċċa ġo valur li jibda fil-linja {at}</translation>
    </message>
    <message>
        <source>the .sgf file holds no backgammon game</source>
        <translation>il-fajl .sgf ma fih l-ebda logħba ta&apos; backgammon</translation>
    </message>
    <message>
        <source>this is not a file of eXtreme Gammon: it does not begin with &apos;RGMH&apos;</source>
        <translation>dan mhuwiex fajl ta&apos; eXtreme Gammon: ma jibdiex bil-&apos;RGMH&apos;</translation>
    </message>
    <message>
        <source>the eXtreme Gammon file is damaged: {part} cannot be unpacked</source>
        <translation>il-fajl ta&apos; eXtreme Gammon huwa bil-ħsara: {part} ma jistax jinfetaħ</translation>
    </message>
    <message>
        <source>this file was written by a newer eXtreme Gammon (file version {version}); bgdesk reads versions up to {limit}</source>
        <translation>dan il-fajl inkiteb minn eXtreme Gammon aktar ġdid (verżjoni tal-fajl {version}); bgdesk jaqra verżjonijiet sa {limit}</translation>
    </message>
    <message>
        <source>the eXtreme Gammon file holds no game and no position</source>
        <translation>il-fajl ta&apos; eXtreme Gammon ma fih la logħba u lanqas pożizzjoni</translation>
    </message>
    <message>
        <source>no game of this file can be read: {reason}</source>
        <translation>l-ebda logħba ta&apos; dan il-fajl ma tista&apos; tinqara: {reason}</translation>
    </message>
    <message>
        <source>the file holds no position: no XGID, and no Position ID with its Match ID</source>
        <translation>il-fajl ma fih l-ebda pożizzjoni: l-ebda XGID, u l-ebda Position ID mal-Match ID tiegħu</translation>
    </message>
    <message>
        <source>game {game} is not a backgammon game that bgdesk plays ({what}); it is left out</source>
        <translation>il-logħba {game} mhijiex logħba ta&apos; backgammon li bgdesk jilgħab ({what}); titħalla barra</translation>
    </message>
    <message>
        <source>the file says {written} won game {game} with {pts_written}, but as played {winner} won {pts}, which is kept</source>
        <translation>il-fajl jgħid li {written} rebaħ il-logħba {game} b&apos;{pts_written}, iżda kif intlagħbet {winner} rebaħ {pts}, u dan jinżamm</translation>
    </message>
    <message>
        <source>position {number}: the board drawn beside the ID shows {drawn} on {point}, where the ID has {expected}; the ID is used</source>
        <translation>pożizzjoni {number}: il-bord imfassal ħdejn l-ID juri {drawn} fuq {point}, fejn l-ID għandu {expected}; jintuża l-ID</translation>
    </message>
    <message>
        <source>position {number} cannot be read: {reason}; it is left out</source>
        <translation>il-pożizzjoni {number} ma tistax tinqara: {reason}; titħalla barra</translation>
    </message>
    <message>
        <source>{count} analysed decision(s) do not fit the moves played and are left out</source>
        <translation>{count} deċiżjonijiet analizzati ma jaqblux mal-mossi li ntlagħbu u jitħallew barra</translation>
    </message>
    <message>
        <source>the comments in the file are not shown</source>
        <translation>il-kummenti fil-fajl ma jintwerewx</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>{player}&apos;s {play} is not a legal play of {roll} here</source>
        <translation>il-{play} ta&apos; {player} mhijiex mossa legali ta&apos; {roll} hawn</translation>
    </message>
    <message>
        <source>the position the game starts from cannot be played: {reason}</source>
        <translation>il-pożizzjoni li minnha tibda l-logħba ma tistax tintlagħab: {reason}</translation>
    </message>
    <message>
        <source>{player} rolled {roll} and no move is recorded, although it can be played (for example {example})</source>
        <translation>{player} tefa&apos; {roll} u l-ebda mossa mhi rreġistrata, għalkemm tista&apos; tintlagħab (per eżempju {example})</translation>
    </message>
    <message>
        <source>game {game} cannot be read on from its move {move}: {reason}; it is kept up to there, unfinished, and the rest of it is left out</source>
        <translation>il-logħba {game} ma tistax tibqa&apos; tinqara mill-mossa {move} tagħha: {reason}; tinżamm sa hemm, mhux mitmuma, u l-bqija titħalla barra</translation>
    </message>
    <message>
        <source>in game {game}, {player} rolled {roll} and no move is recorded, although {roll} can be played (for example {example}); GNU Backgammon reads on as if the roll was passed, so the game is kept up to there and the rest of it is read as a game set up from that position</source>
        <translation>fil-logħba {game}, {player} tefa&apos; {roll} u l-ebda mossa mhi rreġistrata, għalkemm {roll} tista&apos; tintlagħab (per eżempju {example}); GNU Backgammon jibqa&apos; jaqra daqslikieku t-tarmija nqabżet, għalhekk il-logħba tinżamm sa hemm u l-bqija tinqara bħala logħba mwaqqfa minn dik il-pożizzjoni</translation>
    </message>
    <message>
        <source>only the first {game} games of the file are read; the {count} game(s) after them are left out</source>
        <translation>jinqraw biss l-ewwel {game} logħob tal-fajl; il-{count} logħba/logħob ta&apos; wara jitħallew barra</translation>
    </message>
    <message>
        <source>only the first {game} positions of the file are read; the {count} position(s) after them are left out</source>
        <translation>jinqraw biss l-ewwel {game} pożizzjonijiet tal-fajl; il-{count} pożizzjoni/jiet ta&apos; wara jitħallew barra</translation>
    </message>
    <message numerus="yes">
        <source>the match was won in game {game}; the %n game(s) after it are not read</source>
        <translation>
            <numerusform>il-partita ntrebħet fil-logħba {game}; il-logħba ta&apos; wara ma tinqarax</numerusform>
            <numerusform>il-partita ntrebħet fil-logħba {game}; il-%n logħbiet ta&apos; wara ma jinqrawx</numerusform>
            <numerusform>il-partita ntrebħet fil-logħba {game}; il-%n-il logħba ta&apos; wara ma jinqrawx</numerusform>
            <numerusform>il-partita ntrebħet fil-logħba {game}; il-%n logħba ta&apos; wara ma jinqrawx</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) like these</source>
        <translation>
            <numerusform>twissija oħra bħal dawn</numerusform>
            <numerusform>%n twissijiet oħra bħal dawn</numerusform>
            <numerusform>%n-il twissija oħra bħal dawn</numerusform>
            <numerusform>%n twissija oħra bħal dawn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n analysed decision(s) do not fit the moves played and are left out</source>
        <translation>
            <numerusform>deċiżjoni analizzata waħda ma taqbilx mal-mossi li ntlagħbu u titħalla barra</numerusform>
            <numerusform>%n deċiżjonijiet analizzati ma jaqblux mal-mossi li ntlagħbu u jitħallew barra</numerusform>
            <numerusform>%n-il deċiżjoni analizzata ma jaqblux mal-mossi li ntlagħbu u jitħallew barra</numerusform>
            <numerusform>%n deċiżjoni analizzata ma jaqblux mal-mossi li ntlagħbu u jitħallew barra</numerusform>
        </translation>
    </message>
    <message>
        <source>the bar</source>
        <translation>il-bar</translation>
    </message>
    <message>
        <source>point {n}</source>
        <translation>il-punt {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>punt wieħed</numerusform>
            <numerusform>%n punti</numerusform>
            <numerusform>%n-il punt</numerusform>
            <numerusform>%n punt</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {n}: {text}</source>
        <translation>Linja {n}: {text}</translation>
    </message>
</context>
<context>
    <name>NewChouetteDialog</name>
    <message>
        <source>New chouette</source>
        <translation>Chouette ġdida</translation>
    </message>
    <message>
        <source>Everyone rolls one die: the highest plays in the box against the others, the second highest is the captain of the team.</source>
        <translation>Kulħadd jarmi dadu wieħed: min jarmi l-ogħla jilgħab fil-kaxxa kontra l-oħrajn, it-tieni l-ogħla jkun il-kaptan tat-tim.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Plejers</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Numru ta&apos; plejers:</translation>
    </message>
    <message>
        <source>Player {n}:</source>
        <translation>Plejer {n}:</translation>
    </message>
    <message>
        <source>The name of player {n} has {length} characters; a name has at most {most}: shorten it.</source>
        <translation>L-isem tal-plejer {n} fih {length} karattru; isem ma jistax ikollu aktar minn {most}: qassru.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persuna</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Kompjuter ({level})</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Plejers tal-kompjuter mhumiex disponibbli.</translation>
    </message>
    <message>
        <source>Rules (money play)</source>
        <translation>Regoli (logħob bil-flus)</translation>
    </message>
    <message>
        <source>Jacoby rule: gammons count only after a member&apos;s cube was turned</source>
        <translation>Regola ta&apos; Jacoby: il-gammons jgħoddu biss wara li l-kubu ta&apos; membru jkun iddawwar</translation>
    </message>
    <message>
        <source>Automatic doubles, at most</source>
        <translation>Doppji awtomatiċi, l-aktar</translation>
    </message>
    <message>
        <source>A backgammon counts as a gammon</source>
        <translation>Backgammon jgħodd bħala gammon</translation>
    </message>
    <message>
        <source>Beavers</source>
        <translation>Beavers</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Ibda</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Plejer {n}</translation>
    </message>
    <message>
        <source>Two players are called {name}: give everyone a different name.</source>
        <translation>Żewġ plejers jisimhom {name}: agħti lil kulħadd isem differenti.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Partita ġdida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Plejers</translation>
    </message>
    <message>
        <source>Bottom player (light):</source>
        <translation>Plejer t&apos;isfel (ċari):</translation>
    </message>
    <message>
        <source>Top player (dark):</source>
        <translation>Plejer ta&apos; fuq (skuri):</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persuna</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompjuter</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Plejers tal-kompjuter mhumiex disponibbli.</translation>
    </message>
    <message>
        <source>{seat}: computer level</source>
        <translation>{seat}: il-livell tal-kompjuter</translation>
    </message>
    <message>
        <source>Computer players move without pauses</source>
        <translation>Il-plejers tal-kompjuter jiċċaqilqu mingħajr pawżi</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Logħob</translation>
    </message>
    <message>
        <source>Money session (points add up, no end)</source>
        <translation>Sessjoni bil-flus (il-punti jingħaddu, bla tmiem)</translation>
    </message>
    <message>
        <source>Match to</source>
        <comment>followed by the match length, e.g. [5 points]</comment>
        <translation>Partita ta&apos;</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>It-tul tal-partita</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regoli</translation>
    </message>
    <message>
        <source>Play with the doubling cube</source>
        <translation>Ilgħab bil-kubu tad-doppju</translation>
    </message>
    <message>
        <source>A backgammon counts as a gammon</source>
        <translation>Backgammon jgħodd bħala gammon</translation>
    </message>
    <message>
        <source>Jacoby rule (money only)</source>
        <translation>Regola ta&apos; Jacoby (flus biss)</translation>
    </message>
    <message>
        <source>Automatic doubles (money only), at most</source>
        <translation>Doppji awtomatiċi (flus biss), l-aktar</translation>
    </message>
    <message>
        <source>Beavers (money only)</source>
        <translation>Beavers (flus biss)</translation>
    </message>
    <message>
        <source>Matches use the Crawford rule.</source>
        <translation>Il-partiti jużaw ir-regola ta&apos; Crawford.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Ibda</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>Bot {level}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box, after &apos;Match to&apos;</comment>
        <translation>
            <numerusform>punt wieħed</numerusform>
            <numerusform>%n punti</numerusform>
            <numerusform>%n-il punt</numerusform>
            <numerusform>%n punt</numerusform>
        </translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Plejer 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Plejer 2</translation>
    </message>
    <message>
        <source>{name} (light)</source>
        <translation>{name} (ċari)</translation>
    </message>
    <message>
        <source>{name} (dark)</source>
        <translation>{name} (skuri)</translation>
    </message>
</context>
<context>
    <name>PastChouettesDialog</name>
    <message>
        <source>Past chouettes</source>
        <translation>Chouettes li għaddew</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Lejliet</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Plejer</translation>
    </message>
    <message>
        <source>In the box</source>
        <translation>Fil-kaxxa</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Rebaħ / tilef</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Għal kull logħba</translation>
    </message>
    <message>
        <source>In the team</source>
        <translation>Fit-tim</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Plejers</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be saved ({reason}); they apply until bgdesk is closed.</source>
        <translation>L-issettjar tiegħek ma setax jiġi salvat ({reason}); jibqa&apos; japplika sakemm jingħalaq bgdesk.</translation>
    </message>
    <message>
        <source>The settings could not be read ({reason}); bgdesk uses the defaults.</source>
        <translation>L-issettjar ma setax jinqara ({reason}); bgdesk juża l-issettjar awtomatiku.</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Ilgħab minn hawn</translation>
    </message>
    <message>
        <source>Play on from this moment: {where}.</source>
        <translation>Kompli ilgħab minn dan il-mument: {where}.</translation>
    </message>
    <message>
        <source>With a friend (two people at this computer)</source>
        <translation>Ma&apos; ħabib (żewġ persuni f&apos;dan il-kompjuter)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Kontra l-kompjuter</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Tilgħab int:</translation>
    </message>
    <message>
        <source>Computer player:</source>
        <translation>Plejer tal-kompjuter:</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Plejers tal-kompjuter mhumiex disponibbli.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Ilgħab</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ikkanċella</translation>
    </message>
    <message>
        <source>game {n} of the match to {length}, {a} {sa}, {b} {sb}</source>
        <translation>logħba {n} tal-partita ta&apos; {length}, {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>game {n} of the money session, {a} {sa}, {b} {sb}</source>
        <translation>logħba {n} tas-sessjoni bil-flus, {a} {sa}, {b} {sb}</translation>
    </message>
</context>
<context>
    <name>PositionSetup</name>
    <message>
        <source>All fifteen checkers of this side are on the board: take one off first (right click) or drag one.</source>
        <translation>Il-ħmistax-il pedina kollha ta&apos; din in-naħa jinsabu fuq il-bord: l-ewwel neħħi waħda (klikk lemin) jew kaxkar waħda.</translation>
    </message>
    <message>
        <source>There is no checker there.</source>
        <translation>M&apos;hemmx pedina hemm.</translation>
    </message>
    <message>
        <source>these rules play without the cube: leave it at 1 in the middle</source>
        <translation>dawn ir-regoli jintlagħbu mingħajr kubu: ħallih fuq 1 fin-nofs</translation>
    </message>
    <message>
        <source>there is no Crawford game in money play</source>
        <translation>m&apos;hemmx logħba Crawford fil-logħob bil-flus</translation>
    </message>
    <message>
        <source>the Crawford game is played when a player is one point from winning the match</source>
        <translation>il-logħba Crawford tintlagħab meta plejer ikun nieqes punt wieħed biex jirbaħ il-partita</translation>
    </message>
    <message>
        <source>Drag a checker from the tray to put it back into play.</source>
        <translation>Kaxkar pedina mit-trej biex terġa&apos; ddaħħalha fil-logħba.</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>Editja l-pożizzjoni</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Bord biex tirranġa</translation>
    </message>
    <message>
        <source>Left click on a point adds a checker, right click takes one off, drag to move one (to a tray: borne off). Checkers not on the board are borne off.</source>
        <translation>Klikk xellug fuq punt iżid pedina, klikk lemin ineħħi waħda, kaxkar biex iċċaqlaq waħda (għat-trej: maħruġa). Il-pedini li mhumiex fuq il-bord huma maħruġa.</translation>
    </message>
    <message>
        <source>A click on an empty point adds</source>
        <translation>Klikk fuq punt vojt iżid</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Pożizzjoni tal-bidu</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Naddaf il-bord</translation>
    </message>
    <message>
        <source>Current game</source>
        <translation>Il-logħba attwali</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Dawra</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>Imiss jarmi:</translation>
    </message>
    <message>
        <source>Dice rolled:</source>
        <translation>Dadi mormija:</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>L-ewwel dadu</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>It-tieni dadu</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Kubu</translation>
    </message>
    <message>
        <source>In the middle</source>
        <translation>Fin-nofs</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Valur:</translation>
    </message>
    <message>
        <source>Owner:</source>
        <translation>Sid:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Logħob bil-flus</translation>
    </message>
    <message>
        <source>Match to:</source>
        <translation>Partita ta&apos;:</translation>
    </message>
    <message>
        <source>{name}&apos;s score:</source>
        <translation>Il-punteġġ ta&apos; {name}:</translation>
    </message>
    <message>
        <source>This is the Crawford game (no doubling)</source>
        <translation>Din hija l-logħba Crawford (bla doppju)</translation>
    </message>
    <message>
        <source>From text</source>
        <translation>Minn test</translation>
    </message>
    <message>
        <source>Position ID, GNUbg ID or XGID</source>
        <translation>Position ID, GNUbg ID jew XGID</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Issettja</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ilgħab minn hawn</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box</comment>
        <translation>
            <numerusform>punt wieħed</numerusform>
            <numerusform>%n punti</numerusform>
            <numerusform>%n-il punt</numerusform>
            <numerusform>%n punt</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up a position</source>
        <translation>Tirranġa pożizzjoni</translation>
    </message>
    <message>
        <source>Position ID {pid} (seen from {name}, on roll). Borne off: {a} {oa}, {b} {ob}.</source>
        <translation>Position ID {pid} (kif jarah {name}, li jmissu jarmi). Maħruġa: {a} {oa}, {b} {ob}.</translation>
    </message>
    <message>
        <source>Cannot play from here: {reason}</source>
        <translation>Ma tistax tilgħab minn hawn: {reason}</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Hints, the tutor and analysis need bgsage, which is not installed. Install it with: {command}</source>
        <translation>Il-ħjiel, it-tutur u l-analiżi jeħtieġu bgsage, li mhux installat. Installah b&apos;: {command}</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>The analysis window opened for a match file read (Analyse and review a match file).</extracomment>
        <translation>&amp;Ħjiel</translation>
    </message>
    <message>
        <source>The best plays for this roll, or the cube decision before the roll</source>
        <translation>L-aħjar mossi għal din it-tarmija, jew id-deċiżjoni tal-kubu qabel it-tarmija</translation>
    </message>
    <message>
        <source>&amp;Tutor mode</source>
        <translation>Modalità &amp;tutur</translation>
    </message>
    <message>
        <source>Warn before a play or cube decision that loses more equity than the threshold set in Settings</source>
        <translation>Wissi qabel mossa jew deċiżjoni tal-kubu li titlef aktar ekwità mil-limitu fl-Issettjar</translation>
    </message>
    <message>
        <source>&amp;Feedback on the board</source>
        <translation>&amp;Ġudizzju fuq il-bord</translation>
    </message>
    <message>
        <source>Against a computer player, draw each of your plays in the colour of how good it was, the best play dashed, and judge your cube decisions on the cube</source>
        <translation>Kontra plejer tal-kompjuter, ipinġi kull mossa tiegħek bil-kulur ta&apos; kemm kienet tajba, l-aħjar mossa mqattgħa, u iġġudika d-deċiżjonijiet tal-kubu fuq il-kubu</translation>
    </message>
    <message>
        <source>Show the &amp;last move again</source>
        <translation>Uri l-&amp;aħħar mossa mill-ġdid</translation>
    </message>
    <message>
        <source>Play the last move on the board once more</source>
        <translation>Erġa&apos; ilgħab l-aħħar mossa fuq il-bord</translation>
    </message>
    <message>
        <source>Take &amp;back</source>
        <translation>Ħu &amp;lura l-mossa</translation>
    </message>
    <message>
        <source>Undo your last play and the computer&apos;s reply, and play the roll again (the match then stays out of your statistics against this computer player)</source>
        <translation>Ħassar l-aħħar mossa tiegħek u t-tweġiba tal-kompjuter, u erġa&apos; ilgħab it-tarmija (il-partita mbagħad ma tingħaddx fl-istatistika tiegħek kontra dan il-plejer tal-kompjuter)</translation>
    </message>
    <message>
        <source>Analyse this &amp;game…</source>
        <translation>Analizza din il-&amp;logħba…</translation>
    </message>
    <message>
        <source>Error rates, worst errors and winning chances of the current (or last) game</source>
        <translation>Rati ta&apos; żbalji, l-agħar żbalji u ċ-ċansijiet ta&apos; rebħ tal-logħba attwali (jew tal-aħħar)</translation>
    </message>
    <message>
        <source>Analyse the &amp;match…</source>
        <translation>Analizza l-&amp;partita…</translation>
    </message>
    <message>
        <source>Error rates, worst errors and winning chances of every game so far</source>
        <translation>Rati ta&apos; żbalji, l-agħar żbalji u ċ-ċansijiet ta&apos; rebħ ta&apos; kull logħba s&apos;issa</translation>
    </message>
    <message>
        <source>&amp;Review this game…</source>
        <translation>&amp;Irrevedi din il-logħba…</translation>
    </message>
    <message>
        <source>Your errors of the current (or last) game, worst first: try each again, then see the best</source>
        <translation>L-iżbalji tiegħek f&apos;din il-logħba (jew fl-aħħar waħda), l-agħar l-ewwel: erġa&apos; pprova kull wieħed, imbagħad ara l-aħjar</translation>
    </message>
    <message>
        <source>Analyse and review a match &amp;file…</source>
        <translation>Analizza u rrevedi &amp;fajl ta&apos; partita…</translation>
    </message>
    <message>
        <source>Read a match from a .mat file, analyse it and review a player&apos;s errors</source>
        <translation>Aqra partita minn fajl .mat, analizzaha u rrevedi l-iżbalji ta&apos; plejer</translation>
    </message>
    <message>
        <source>&amp;Drills…</source>
        <translation>&amp;Eżerċizzji…</translation>
    </message>
    <message>
        <source>Short sets of positions: opening rolls, replies, bear-offs against contact, double or not, take or pass; each answer scored by the equity it gives up</source>
        <translation>Settijiet qosra ta&apos; pożizzjonijiet: tarmijiet tal-bidu, tweġibiet, ħruġ meta l-avversarju għadu preżenti, doppju jew le, aċċetta jew irrifjuta; kull tweġiba tiġi ġġudikata mill-ekwità li titlef</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Prattika</translation>
    </message>
    <message>
        <source>Analyse with bgsage and step through the errors, worst first</source>
        <translation>Analizza b&apos;bgsage u għaddi mill-iżbalji, l-agħar l-ewwel</translation>
    </message>
    <message>
        <source>Review the match…</source>
        <translation>Irrevedi l-partita…</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>Irrevedi din il-logħba…</translation>
    </message>
    <message>
        <source>Review of the match to {n}</source>
        <translation>Reviżjoni tal-partita ta&apos; {n} punti</translation>
    </message>
    <message>
        <source>Review of the money session</source>
        <translation>Reviżjoni tas-sessjoni bil-flus</translation>
    </message>
    <message>
        <source>Tutor mode on: decisions that lose equity are questioned.</source>
        <translation>Il-modalità tutur mixgħula: id-deċiżjonijiet li jitilfu l-ekwità jiġu mistoqsija.</translation>
    </message>
    <message>
        <source>Tutor mode off.</source>
        <translation>Il-modalità tutur mitfija.</translation>
    </message>
    <message>
        <source>Feedback on the board on: against a computer player, your plays and cube decisions are judged.</source>
        <translation>Ġudizzju fuq il-bord mixgħul: kontra plejer tal-kompjuter, il-mossi u d-deċiżjonijiet tal-kubu tiegħek jiġu ġġudikati.</translation>
    </message>
    <message>
        <source>Feedback on the board off.</source>
        <translation>Ġudizzju fuq il-bord mitfi.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Ħjiel</translation>
    </message>
    <message>
        <source>There is no decision to give a hint for right now.</source>
        <translation>Bħalissa m&apos;hemm l-ebda deċiżjoni li tista&apos; tingħata ħjiel dwarha.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Qed jaħseb…</translation>
    </message>
    <message>
        <source>{name} (computer) is to play: hints are for the people at the board.</source>
        <translation>Imiss lil {name} (kompjuter): il-ħjiel huwa għan-nies madwar il-bord.</translation>
    </message>
    <message>
        <source>{name} to play {d1}-{d2}</source>
        <translation>{name}: ilgħab {d1}-{d2}</translation>
    </message>
    <message>
        <source>{name} cannot usefully double now: roll the dice.</source>
        <translation>{name} ma jistax jirdoppja b&apos;mod utli issa: armi d-dadi.</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: tirdoppja jew tarmi?</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>Roll the dice first: hints are for a roll to play or a cube decision.</source>
        <translation>L-ewwel armi d-dadi: il-ħjiel huwa għal tarmija li trid tintlagħab jew għal deċiżjoni tal-kubu.</translation>
    </message>
    <message>
        <source>No hint: bgsage could not evaluate this position ({reason}).</source>
        <translation>L-ebda ħjiel: bgsage ma setax jevalwa din il-pożizzjoni ({reason}).</translation>
    </message>
    <message>
        <source>Nothing to analyse yet: no play has been made.</source>
        <translation>Għad m&apos;hemm xejn x&apos;jiġi analizzat: għadha ma saret l-ebda mossa.</translation>
    </message>
    <message>
        <source>Analysis of game {n}</source>
        <translation>Analiżi tal-logħba {n}</translation>
    </message>
    <message>
        <source>Analysis of the match to {n}</source>
        <translation>Analiżi tal-partita ta&apos; {n}</translation>
    </message>
    <message>
        <source>Analysis of the money session</source>
        <translation>Analiżi tas-sessjoni bil-flus</translation>
    </message>
    <message>
        <source>Match files (*.mat *.txt *.sgf *.xg);;All files (*)</source>
        <translation>Fajls tal-partiti (*.mat *.txt *.sgf *.xg);;Il-fajls kollha (*)</translation>
    </message>
    <message>
        <source>Analysis from the file</source>
        <translation>Analiżi mill-fajl</translation>
    </message>
    <message>
        <source>Playing on from the analysis: {where}.</source>
        <translation>Il-logħob ikompli mill-analiżi: {where}.</translation>
    </message>
    <message>
        <source>Nothing to review yet: no play has been made.</source>
        <translation>Għad m&apos;hemm xejn x&apos;tirrevedi: ma saret l-ebda mossa.</translation>
    </message>
    <message>
        <source>Review of game {n}</source>
        <translation>Reviżjoni tal-logħba {n}</translation>
    </message>
    <message>
        <source>Analyse and review a match file</source>
        <translation>Analizza u rrevedi fajl ta&apos; partita</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Plejer 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Plejer 2</translation>
    </message>
    <message>
        <source>Review: {name}</source>
        <translation>Reviżjoni: {name}</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>Points are numbered 1 to 24, with 25 for the bar and 0 for off.</source>
        <translation>Il-punti huma numerati minn 1 sa 24, b&apos;25 għall-bar u 0 għal barra.</translation>
    </message>
    <message>
        <source>The roll is fully played: pick up the dice, or take a step back.</source>
        <translation>It-tarmija ntlagħbet kollha: iġbor id-dadi, jew erġa&apos; lura pass.</translation>
    </message>
    <message>
        <source>You have no checker on point {point}.</source>
        <translation>M&apos;għandekx pedina fuq il-punt {point}.</translation>
    </message>
    <message>
        <source>You have no checker on the bar.</source>
        <translation>M&apos;għandekx pedina fuq il-bar.</translation>
    </message>
    <message>
        <source>You do not have that many checkers on point {point}.</source>
        <translation>M&apos;għandekx daqshekk pedini fuq il-punt {point}.</translation>
    </message>
    <message>
        <source>You do not have that many checkers on the bar.</source>
        <translation>M&apos;għandekx daqshekk pedini fuq il-bar.</translation>
    </message>
    <message>
        <source>You have a checker on the bar: it must enter before any other checker moves.</source>
        <translation>Għandek pedina fuq il-bar: trid tidħol qabel ma tiċċaqlaq kwalunkwe pedina oħra.</translation>
    </message>
    <message>
        <source>Checkers move only forwards, towards your home board.</source>
        <translation>Il-pedini jimxu biss &apos;il quddiem, lejn il-bord tad-dar tiegħek.</translation>
    </message>
    <message>
        <source>Point {point} is held by the opponent: you cannot land there.</source>
        <translation>Il-punt {point} huwa miżmum mill-avversarju: ma tistax tinżel hemm.</translation>
    </message>
    <message>
        <source>The checker on point {point} cannot move: every point it could reach is held by the opponent.</source>
        <translation>Il-pedina fuq il-punt {point} ma tistax tiċċaqlaq: kull punt li tista&apos; tilħaq huwa miżmum mill-avversarju.</translation>
    </message>
    <message>
        <source>There is no blot to hit on point {point}.</source>
        <translation>M&apos;hemmx pedina waħedha x&apos;tolqot fuq il-punt {point}.</translation>
    </message>
    <message>
        <source>You can bear off only when all fifteen of your checkers are in your home board.</source>
        <translation>Tista&apos; toħroġ biss meta l-ħmistax-il pedina tiegħek ikunu kollha fil-bord tad-dar tiegħek.</translation>
    </message>
    <message>
        <source>That checker cannot bear off with these dice: a die bears off from its own point, or from the highest point when no checker is higher.</source>
        <translation>Dik il-pedina ma tistax toħroġ b&apos;dawn id-dadi: dadu joħroġ pedina mill-punt tan-numru tiegħu, jew mill-ogħla punt meta m&apos;hemmx pedina ogħla.</translation>
    </message>
    <message>
        <source>{move} is a move of {pips}, which the dice left ({dice}) cannot make.</source>
        <translation>{move} huwa mossa ta&apos; {pips}, li d-dadi li fadal ({dice}) ma jistgħux jagħmlu.</translation>
    </message>
    <message>
        <source>{move} is a move of {pips}, which the roll {roll} cannot make.</source>
        <translation>{move} huwa mossa ta&apos; {pips}, li t-tarmija {roll} ma tistax tagħmel.</translation>
    </message>
    <message>
        <source>That leaves a die unplayed: both dice must be played when possible, and the higher one when only one can be.</source>
        <translation>Hekk jibqa&apos; dadu mhux milgħub: iż-żewġ dadi jridu jintlagħbu meta jista&apos; jkun, u l-ogħla wieħed meta wieħed biss jista&apos; jintlagħab.</translation>
    </message>
    <message>
        <source>That play leaves dice unused: {roll} must be played in full when possible.</source>
        <translation>Dik il-mossa tħalli dadi mhux użati: {roll} irid jintlagħab kollu meta jista&apos; jkun.</translation>
    </message>
    <message>
        <source>Only one die of {roll} can be played, so it must be the higher one.</source>
        <translation>Dadu wieħed biss minn {roll} jista&apos; jintlagħab, allura jrid ikun l-ogħla wieħed.</translation>
    </message>
    <message>
        <source>That leaves {dice} still to play.</source>
        <translation>Hekk għad fadal {dice} x&apos;tilgħab.</translation>
    </message>
    <message>
        <source>{roll} cannot be played here: the turn passes.</source>
        <translation>{roll} ma jistax jintlagħab hawn: id-dawra tgħaddi.</translation>
    </message>
    <message>
        <source>That is not a legal play of {roll} here; legal plays include {plays}.</source>
        <translation>Dik mhijiex mossa legali ta&apos; {roll} hawn; mossi legali jinkludu {plays}.</translation>
    </message>
    <message>
        <source>Type a play such as 24/18 13/11.</source>
        <translation>Ikteb mossa bħal 24/18 13/11.</translation>
    </message>
    <message>
        <source>That is far too long for one play.</source>
        <translation>Dak twil wisq għal mossa waħda.</translation>
    </message>
    <message>
        <source>Cannot read {token}: write moves like 24/18, 13/11*, bar/22, 6/off or 8/5(2).</source>
        <translation>Ma nistax naqra {token}: ikteb mossi bħal 24/18, 13/11*, bar/22, 6/off jew 8/5(2).</translation>
    </message>
    <message>
        <source>There is no point {point}; points are 1 to 24.</source>
        <translation>M&apos;hemmx punt {point}; il-punti huma minn 1 sa 24.</translation>
    </message>
    <message>
        <source>A checker cannot move to the bar.</source>
        <translation>Pedina ma tistax timxi għall-bar.</translation>
    </message>
    <message>
        <source>A move cannot start from off the board.</source>
        <translation>Mossa ma tistax tibda minn barra l-bord.</translation>
    </message>
    <message>
        <source>{token}: nothing moves on from off the board.</source>
        <translation>{token}: xejn ma jimxi &apos;l quddiem minn barra l-bord.</translation>
    </message>
    <message>
        <source>{token}: a move can be repeated 1 to 4 times.</source>
        <translation>{token}: mossa tista&apos; tiġi ripetuta minn 1 sa 4 darbiet.</translation>
    </message>
</context>
<context>
    <name>ReplaceChouetteDialog</name>
    <message>
        <source>A chouette is in progress. Starting a new one keeps this one in the archive, with its games and its ledger.</source>
        <translation>Hemm chouette għaddejja. Jekk tibda waħda ġdida, din tinżamm fl-arkivju, bil-logħbiet u l-kontijiet tagħha.</translation>
    </message>
    <message>
        <source>New chouette</source>
        <translation>Chouette ġdida</translation>
    </message>
    <message>
        <source>Start a new chouette?</source>
        <translation>Tibda chouette ġdida?</translation>
    </message>
    <message>
        <source>Start a new chouette</source>
        <translation>Ibda chouette ġdida</translation>
    </message>
    <message>
        <source>Go on with this one</source>
        <translation>Kompli b&apos;din</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Game {g}: {step} of {n}</source>
        <translation>Logħba {g}: {step} minn {n}</translation>
    </message>
    <message>
        <source>&amp;Copy move list</source>
        <translation>&amp;Ikkopja l-lista tal-mossi</translation>
    </message>
    <message>
        <source>match to {n}</source>
        <extracomment>A record of more games than this shows the moves of one game at a time (the one on the board): a session of thousands of games opens at once.</extracomment>
        <translation>partita ta&apos; {n}</translation>
    </message>
    <message>
        <source>money session</source>
        <translation>sessjoni bil-flus</translation>
    </message>
    <message>
        <source>Game {n} ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>Logħba {n} ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>(Crawford game)</source>
        <translation>(logħba Crawford)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Erġa&apos; ara</translation>
    </message>
    <message>
        <source>Game {n}: {a} {sa}, {b} {sb}</source>
        <translation>Logħba {n}: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} irrifjuta</translation>
    </message>
    <message>
        <source>{name} resigned {what}</source>
        <translation>{name} ċeda {what}</translation>
    </message>
    <message>
        <source>{name} wins {points} ({how})</source>
        <translation>{name} jirbaħ {points} ({how})</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>punt wieħed</numerusform>
            <numerusform>%n punti</numerusform>
            <numerusform>%n-il punt</numerusform>
            <numerusform>%n punt</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}: a tie, roll again</source>
        <translation>L-ewwel tarmija: {a} {da}, {b} {db}: indaqs, erġgħu armu</translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}: {who} starts</source>
        <translation>L-ewwel tarmija: {a} {da}, {b} {db}: jibda {who}</translation>
    </message>
    <message>
        <source>Automatic double: the cube goes to {v}</source>
        <translation>Doppju awtomatiku: il-kubu jmur għal {v}</translation>
    </message>
    <message>
        <source>{who} rolls {d1}{d2}</source>
        <translation>{who} jarmi {d1}{d2}</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>ma jistax jiċċaqlaq</translation>
    </message>
    <message>
        <source>{who} doubles to {v}</source>
        <translation>{who} jirdoppja għal {v}</translation>
    </message>
    <message>
        <source>{who} takes</source>
        <translation>{who} jaċċetta</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} jirrifjuta</translation>
    </message>
    <message>
        <source>{who} beavers: the cube goes to {v}</source>
        <translation>{who} jagħmel beaver: il-kubu jmur għal {v}</translation>
    </message>
    <message>
        <source>{who} offers to resign {what}</source>
        <translation>{who} joffri li jċedi {what}</translation>
    </message>
    <message>
        <source>{who} accepts</source>
        <translation>{who} jaċċetta</translation>
    </message>
    <message>
        <source>{who} declines</source>
        <translation>{who} jirrifjuta</translation>
    </message>
    <message>
        <source>Doubles to {v}</source>
        <translation>Jirdoppja għal {v}</translation>
    </message>
    <message>
        <source>Beavers to {v}</source>
        <translation>Beaver għal {v}</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Jaċċetta</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Jirrifjuta</translation>
    </message>
    <message>
        <source>Accepts</source>
        <translation>Jaċċetta</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Jirrifjuta</translation>
    </message>
    <message>
        <source>Resigns a single game</source>
        <translation>Iċedi logħba sempliċi</translation>
    </message>
    <message>
        <source>Resigns a gammon</source>
        <translation>Iċedi gammon</translation>
    </message>
    <message>
        <source>Resigns a backgammon</source>
        <translation>Iċedi backgammon</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(l-ebda mossa)</translation>
    </message>
    <message>
        <source>Position {n} ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>Pożizzjoni {n} ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}, continued ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>Logħba {n}, tkompli ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Bord tar-replay</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Il-logħba murija</translation>
    </message>
    <message>
        <source>This record has no games.</source>
        <translation>Dan ir-rekord m&apos;għandux logħbiet.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>The viewer&apos;s actions: (attribute, text, keys, method, tip); the texts are marked for translation in the &quot;Replay&quot; context. Help &gt; Keyboard lists them (:func:`replay_keys`).</extracomment>
        <translation>|◀ Bidu</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Il-bidu tal-logħba</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Lura</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Pass wieħed lura</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>&apos;Il quddiem ▶</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Pass wieħed &apos;il quddiem</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Tmiem ▶|</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>It-tmiem tal-logħba</translation>
    </message>
    <message>
        <source>Previous game</source>
        <translation>Il-logħba ta&apos; qabel</translation>
    </message>
    <message>
        <source>Start of the previous game</source>
        <translation>Il-bidu tal-logħba ta&apos; qabel</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Il-logħba li jmiss</translation>
    </message>
    <message>
        <source>Start of the next game</source>
        <translation>Il-bidu tal-logħba li jmiss</translation>
    </message>
    <message>
        <source>Copy move list</source>
        <translation>Ikkopja l-lista tal-mossi</translation>
    </message>
    <message>
        <source>Copy every game&apos;s moves as text</source>
        <translation>Ikkopja l-mossi ta&apos; kull logħba bħala test</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ilgħab minn hawn</translation>
    </message>
    <message>
        <source>Play on from this moment of the match, against the computer or a friend</source>
        <translation>Kompli ilgħab minn dan il-mument tal-partita, kontra l-kompjuter jew ħabib</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Agħlaq</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Agħlaq ir-replay</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>The record&apos;s games are positions (a position file): headed &quot;Position n&quot;.</extracomment>
        <translation>Mossi</translation>
    </message>
    <message>
        <source>Analysis from the file…</source>
        <translation>Analiżi mill-fajl…</translation>
    </message>
    <message>
        <source>The analysis the program that wrote the file stored in it: error rates, the worst errors and their review</source>
        <translation>L-analiżi li l-programm li kiteb il-fajl ħażen fih: ir-rati tal-iżbalji, l-agħar żbalji u r-reviżjoni tagħhom</translation>
    </message>
    <message>
        <source>Previous position</source>
        <translation>Il-pożizzjoni ta&apos; qabel</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Il-pożizzjoni li jmiss</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Aktar azzjonijiet</translation>
    </message>
    <message>
        <source>At this moment</source>
        <translation>F&apos;dan il-mument</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Ikkopja</translation>
    </message>
    <message>
        <source>Dice statistics…</source>
        <translation>Statistika tad-dadi…</translation>
    </message>
    <message>
        <source>Position {n}: {a} {sa}, {b} {sb}</source>
        <translation>Pożizzjoni {n}: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}, continued: {a} {sa}, {b} {sb}</source>
        <translation>Logħba {n}, tkompli: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>money play</source>
        <translation>logħob bil-flus</translation>
    </message>
    <message>
        <source>Position {n} of {count} ({where}): {a} {sa}, {b} {sb}.</source>
        <translation>Pożizzjoni {n} minn {count} ({where}): {a} {sa}, {b} {sb}.</translation>
    </message>
    <message>
        <source>{name} has doubled.</source>
        <translation>{name} irdoppja.</translation>
    </message>
    <message>
        <source>{name} to play {d1}{d2}.</source>
        <translation>{name} jilgħab {d1}{d2}.</translation>
    </message>
    <message>
        <source>{name} on roll.</source>
        <translation>Imiss lil {name} jarmi.</translation>
    </message>
    <message>
        <source>Dice statistics: {title}</source>
        <translation>Statistika tad-dadi: {title}</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review board</source>
        <extracomment>Play on from a decision: the game&apos;s index in the record, how many of its events came before the decision, and the player who made it.</extracomment>
        <translation>Bord tar-reviżjoni</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Reviżjoni tal-logħba</translation>
    </message>
    <message>
        <source>Errors of:</source>
        <translation>Żbalji ta&apos;:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Logħba</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Deċiżjoni</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klassi</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Ekwità mitlufa</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Għażla</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Ekwità</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Telf</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Rebħa</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Rebħa gammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Telfa gammon</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Fond</translation>
    </message>
    <message>
        <source>Errors, worst first</source>
        <translation>Żbalji, l-agħar l-ewwel</translation>
    </message>
    <message>
        <source>The answers compared</source>
        <translation>It-tweġibiet imqabbla</translation>
    </message>
    <message>
        <source>◀ Previous error</source>
        <translation>◀ L-iżball ta&apos; qabel</translation>
    </message>
    <message>
        <source>Next error ▶</source>
        <translation>L-iżball li jmiss ▶</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ilgħab minn hawn</translation>
    </message>
    <message>
        <source>Play {d1}-{d2}</source>
        <translation>Ilgħab {d1}-{d2}</translation>
    </message>
    <message>
        <source>Resign or play on</source>
        <translation>Ċedi jew kompli ilgħab</translation>
    </message>
    <message>
        <source>Double or roll</source>
        <translation>Doppju jew tarmi</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Aċċetta jew irrifjuta</translation>
    </message>
    <message>
        <source>Game {g}, move {m}.</source>
        <translation>Logħba {g}, mossa {m}.</translation>
    </message>
    <message>
        <source>Play {d1}-{d2} again: what do you play now? (Pick up the dice when done.)</source>
        <translation>Erġa&apos; ilgħab {d1}-{d2}: x&apos;tilgħab issa? (Iġbor id-dadi meta tlesti.)</translation>
    </message>
    <message>
        <source>Before your roll: double or not?</source>
        <translation>Qabel it-tarmija tiegħek: doppju jew le?</translation>
    </message>
    <message>
        <source>Resign {what} here, or play on?</source>
        <translation>Iċċedi {what} hawn, jew tkompli tilgħab?</translation>
    </message>
    <message>
        <source>{name} doubles: take or pass?</source>
        <translation>{name} jirdoppja: aċċetta jew irrifjuta?</translation>
    </message>
    <message>
        <source>{name} made no error in what was analysed.</source>
        <translation>{name} ma għamel l-ebda żball f&apos;dak li ġie analizzat.</translation>
    </message>
    <message>
        <source>{name}: your play</source>
        <translation>{name}: il-mossa tiegħek</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: doppju jew tarmi?</translation>
    </message>
    <message>
        <source>{name}: resign or play on?</source>
        <translation>{name}: tiċċedi jew tkompli tilgħab?</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: aċċetta jew irrifjuta?</translation>
    </message>
    <message>
        <source>Your first answer</source>
        <translation>L-ewwel tweġiba tiegħek</translation>
    </message>
    <message>
        <source>Your second try</source>
        <translation>It-tieni tentattiv tiegħek</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>L-aħjar</translation>
    </message>
    <message>
        <source>1st: {what}</source>
        <translation>1: {what}</translation>
    </message>
    <message>
        <source>Looking at your second try…</source>
        <translation>Qed inħares lejn it-tieni tentattiv tiegħek…</translation>
    </message>
    <message>
        <source>Your second try could not be valued ({reason}).</source>
        <translation>It-tieni tentattiv tiegħek ma setax jiġi evalwat ({reason}).</translation>
    </message>
    <message>
        <source>Your first play, your second try and the best play.</source>
        <translation>L-ewwel mossa tiegħek, it-tieni tentattiv u l-aħjar mossa.</translation>
    </message>
    <message>
        <source>Your first play</source>
        <translation>L-ewwel mossa tiegħek</translation>
    </message>
    <message>
        <source>1st and 2nd</source>
        <translation>1 u 2</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2</translation>
    </message>
    <message>
        <source>Game {g}, move {m}: the answer.</source>
        <translation>Logħba {g}, mossa {m}: it-tweġiba.</translation>
    </message>
    <message>
        <source>Right this time: your second try is the best.</source>
        <translation>Tajjeb din id-darba: it-tieni tentattiv tiegħek huwa l-aħjar.</translation>
    </message>
    <message>
        <source>Better than the first time, not yet the best.</source>
        <translation>Aħjar mill-ewwel darba, iżda mhux l-aħjar għadu.</translation>
    </message>
    <message>
        <source>Not better than the first time: look at the best (dashed).</source>
        <translation>Mhux aħjar mill-ewwel darba: ħares lejn l-aħjar (imqattgħa).</translation>
    </message>
</context>
<context>
    <name>RolloutPanel</name>
    <message>
        <source>Trials:</source>
        <extracomment>How often the figures so far are handed to the window at most (seconds). The leading plays rolled out: at most this many, within this much of the best. (trials done, trials in all, [(board or &quot;nd&quot;/&quot;dt&quot;, equity, standard error, trials)])</extracomment>
        <translation>Provi:</translation>
    </message>
    <message>
        <source>Truncate after (plies):</source>
        <translation>Aqta&apos; wara (livelli):</translation>
    </message>
    <message>
        <source>no truncation</source>
        <translation>bla qtugħ</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Żerriegħa:</translation>
    </message>
    <message>
        <source>Roll out</source>
        <translation>Issimula</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ikkanċella</translation>
    </message>
    <message>
        <source>Play the position out many times, cube and checkers, on every core: cubeful, with variance reduction; the same seed gives the same figures</source>
        <translation>Ilgħab il-pożizzjoni sal-aħħar ħafna drabi, kubu u pedini, fuq kull proċessur: bil-kubu, bi tnaqqis tal-varjanza; l-istess żerriegħa tagħti l-istess ċifri</translation>
    </message>
    <message numerus="yes">
        <source>Rolling out %n play(s)…</source>
        <translation>
            <numerusform>Qed jissimula mossa waħda…</numerusform>
            <numerusform>Qed jissimula %n mossi…</numerusform>
            <numerusform>Qed jissimula %n-il mossa…</numerusform>
            <numerusform>Qed jissimula %n mossa…</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolling out the cube decision…</source>
        <translation>Qed jissimula d-deċiżjoni tal-kubu…</translation>
    </message>
    <message>
        <source>Rolling out: {done} of {total} trials.</source>
        <translation>Simulazzjoni: {done} minn {total} provi.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Qed jieqaf…</translation>
    </message>
    <message>
        <source>Rollout cancelled.</source>
        <translation>Is-simulazzjoni ġiet ikkanċellata.</translation>
    </message>
    <message>
        <source>The rollout failed: {reason}</source>
        <translation>Is-simulazzjoni falliet: {reason}</translation>
    </message>
    <message>
        <source>Rolled out: {trials} trials each, seed {seed}.</source>
        <translation>Simulat: {trials} provi kull waħda, żerriegħa {seed}.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>You</source>
        <translation>Int</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversarju</translation>
    </message>
    <message>
        <source>The starting position</source>
        <translation>Il-pożizzjoni tal-bidu</translation>
    </message>
    <message>
        <source>Opening roll: you 3, opponent 1</source>
        <translation>L-ewwel tarmija: int 3, l-avversarju 1</translation>
    </message>
    <message>
        <source>5-4: the back checkers cannot move</source>
        <translation>5-4: il-pedini ta&apos; wara ma jistgħux jiċċaqilqu</translation>
    </message>
    <message>
        <source>13/7*: a hit</source>
        <translation>13/7*: daqqa</translation>
    </message>
    <message>
        <source>A closed board</source>
        <translation>Bord magħluq</translation>
    </message>
    <message>
        <source>Bearing off: 6-4</source>
        <translation>Ħruġ: 6-4</translation>
    </message>
    <message>
        <source>You double to 2</source>
        <translation>Tirdoppja għal 2</translation>
    </message>
    <message>
        <source>This Help page cannot be read: its file {name} is missing or damaged. Installing bgdesk again puts it back.</source>
        <translation>Din il-paġna tal-Għajnuna ma tistax tinqara: il-fajl tagħha {name} huwa nieqes jew bil-ħsara. Jekk terġa&apos; tinstalla bgdesk, jerġa&apos; jitqiegħed f&apos;postu.</translation>
    </message>
    <message>
        <source>&amp;Rules of backgammon</source>
        <translation>&amp;Regoli tal-backgammon</translation>
    </message>
    <message>
        <source>How to play: the board, moving, hitting, bearing off, the cube, matches, chouettes</source>
        <translation>Kif tilgħab: il-bord, il-mossi, id-daqqiet, il-ħruġ, il-kubu, il-partiti, iċ-chouettes</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of backgammon</source>
        <translation>Ir-regoli tal-backgammon</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Crawford game: no doubling</source>
        <translation>Logħba Crawford: bla doppju</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>L-ebda partita</translation>
    </message>
    <message numerus="yes">
        <source>Match to %n</source>
        <translation>
            <numerusform>Partita ta&apos; punt wieħed</numerusform>
            <numerusform>Partita ta&apos; %n punti</numerusform>
            <numerusform>Partita ta&apos; %n-il punt</numerusform>
            <numerusform>Partita ta&apos; %n punt</numerusform>
        </translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Sessjoni bil-flus</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>fin-nofs</translation>
    </message>
    <message>
        <source>owned by {name}</source>
        <translation>ta&apos; {name}</translation>
    </message>
    <message>
        <source>Cube: {v} ({owner})</source>
        <translation>Kubu: {v} ({owner})</translation>
    </message>
    <message>
        <source>Cube: not in use</source>
        <translation>Kubu: mhux qed jintuża</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>It has been kept, renamed to {name} in the folder {folder}.</source>
        <extracomment>The writes that failed are tried again at a save at most this often (and on the window&apos;s timer): a full disk is not hammered at every move.</extracomment>
        <translation>Inżamm, b&apos;isem ġdid {name} fil-folder {folder}.</translation>
    </message>
    <message>
        <source>It could not be renamed ({reason}) and is still at {path}.</source>
        <translation>Ma setax jinbidillu l-isem ({reason}) u għadu f&apos;{path}.</translation>
    </message>
    <message>
        <source>The unfinished match that was saved could not be restored because {reason}. {where} A new match starts instead.</source>
        <translation>Il-partita mhux mitmuma li ġiet salvata ma setgħetx terġa&apos; tittella&apos; għax {reason}. {where} Minflok tibda partita ġdida.</translation>
    </message>
    <message>
        <source>The fair dice of the unfinished match could not be restored ({reason}). If you resume it, it goes on with ordinary dice: its commitment no longer holds, and the match is marked as no longer verifiable.</source>
        <translation>Id-dadi ġusti tal-partita mhux mitmuma ma setgħux jiġu rkuprati ({reason}). Jekk tkompliha, tkompli b&apos;dadi normali: l-impenn tagħha ma jibqax jgħodd, u l-partita hija mmarkata li ma tistax tibqa&apos; tiġi vverifikata.</translation>
    </message>
    <message>
        <source>the match {a} vs {b}, {s0}-{s1} to {n}</source>
        <translation>il-partita {a} kontra {b}, {s0}-{s1} sa {n}</translation>
    </message>
    <message>
        <source>the money session {a} vs {b}, {s0}-{s1}</source>
        <translation>is-sessjoni bil-flus {a} kontra {b}, {s0}-{s1}</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Logħba {n}</translation>
    </message>
    <message>
        <source>(the Crawford game)</source>
        <translation>(il-logħba Crawford)</translation>
    </message>
    <message>
        <source>waiting for the opening roll</source>
        <translation>qed tistenna l-ewwel tarmija</translation>
    </message>
    <message>
        <source>{who} to roll</source>
        <translation>imiss lil {who} jarmi</translation>
    </message>
    <message>
        <source>{who} has rolled {d1}-{d2} and is to move</source>
        <translation>{who} rema {d1}-{d2} u jrid jiċċaqlaq</translation>
    </message>
    <message>
        <source>{who} has doubled to {v}; {other} is to take or pass</source>
        <translation>{who} irdoppja għal {v}; {other} irid jaċċetta jew jirrifjuta</translation>
    </message>
    <message>
        <source>{who} has offered to resign; {other} is to answer</source>
        <translation>{who} offra li jċedi; {other} irid iwieġeb</translation>
    </message>
    <message>
        <source>the game is over; the next game has not started</source>
        <translation>il-logħba ntemmet; il-logħba li jmiss għadha ma bdietx</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>fin-nofs</translation>
    </message>
    <message>
        <source>owned by {who}</source>
        <translation>ta&apos; {who}</translation>
    </message>
    <message>
        <source>The cube is at {v}, {owner}.</source>
        <translation>Il-kubu jinsab fuq {v}, {owner}.</translation>
    </message>
    <message>
        <source>Resume {what}?</source>
        <translation>Tkompli {what}?</translation>
    </message>
    <message>
        <source>The match could not be saved automatically ({reason}). Play goes on, but if bgdesk is closed now this match may be lost.</source>
        <extracomment>The longest the GUI thread took to hand a snapshot over (seconds), for benchmarks.</extracomment>
        <translation>Il-partita ma setgħetx tiġi salvata awtomatikament ({reason}). Il-logħba tkompli, imma jekk bgdesk jingħalaq issa, din il-partita tista&apos; tintilef.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Partita mhux mitmuma</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Kompli</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Ibda partita ġdida</translation>
    </message>
    <message>
        <source>bgdesk</source>
        <translation>bgdesk</translation>
    </message>
    <message>
        <source>A note about the files bgdesk keeps (settings, saved match, statistics):</source>
        <translation>Nota dwar il-fajls li jżomm bgdesk (issettjar, partita salvata, statistika):</translation>
    </message>
    <message>
        <source>Resume the saved chouette?</source>
        <translation>Tkompli l-chouette salvata?</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Mhux issa</translation>
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
        <translation>Regoli</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Logħob</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Dehra</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ħoss</translation>
    </message>
    <message>
        <source>Where your home board is</source>
        <translation>Fejn hu l-bord tad-dar tiegħek</translation>
    </message>
    <message>
        <source>Switch sides after each game (home board alternates right and left)</source>
        <translation>Aqleb in-naħat wara kull logħba (il-bord tad-dar jalterna bejn il-lemin u x-xellug)</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Uri n-numri tal-punti</translation>
    </message>
    <message>
        <source>Point numbers are those of</source>
        <translation>In-numri tal-punti huma ta&apos;</translation>
    </message>
    <message>
        <source>Show pip counts</source>
        <translation>Uri l-għadd tat-tikek</translation>
    </message>
    <message>
        <source>Automatic doubles on opening ties (money sessions)</source>
        <translation>Doppji awtomatiċi meta l-ewwel tarmija tiġi ndaqs (sessjonijiet bil-flus)</translation>
    </message>
    <message>
        <source>At most, per game</source>
        <translation>L-aktar, kull logħba</translation>
    </message>
    <message>
        <source>Jacoby rule: gammons count only after the cube is turned (money sessions)</source>
        <translation>Regola ta&apos; Jacoby: il-gammons jgħoddu biss wara li l-kubu jiddawwar (sessjonijiet bil-flus)</translation>
    </message>
    <message>
        <source>A backgammon counts</source>
        <translation>Backgammon jgħodd</translation>
    </message>
    <message>
        <source>Beavers (money sessions)</source>
        <translation>Beavers (sessjonijiet bil-flus)</translation>
    </message>
    <message>
        <source>Roll automatically when no cube action is possible</source>
        <translation>Armi awtomatikament meta ma tista&apos; tagħmel xejn bil-kubu</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Ilgħab il-mossi obbligati awtomatikament</translation>
    </message>
    <message>
        <source>Bear off automatically when nothing else matters</source>
        <translation>Oħroġ awtomatikament meta xejn iktar ma jagħmel differenza</translation>
    </message>
    <message>
        <source>Confirm moves by picking up the dice</source>
        <translation>Ikkonferma l-mossi billi tiġbor id-dadi</translation>
    </message>
    <message>
        <source>Ask before doubling when the cube is clicked</source>
        <translation>Staqsi qabel tirdoppja meta tikklikkja l-kubu</translation>
    </message>
    <message>
        <source>Highlight where a checker may go</source>
        <translation>Uri fejn tista&apos; tmur pedina</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Veloċità tal-animazzjoni</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Default computer opponent</source>
        <translation>Avversarju tal-kompjuter awtomatiku</translation>
    </message>
    <message>
        <source>A new match is played to (points)</source>
        <translation>Partita ġdida tintlagħab sa (punti)</translation>
    </message>
    <message>
        <source>Tutor: warn before a play or cube decision that loses equity (needs bgsage)</source>
        <translation>Tutur: wissi qabel mossa jew deċiżjoni tal-kubu li titlef l-ekwità (jeħtieġ bgsage)</translation>
    </message>
    <message>
        <source>Tutor warns from (thousandths of a point)</source>
        <translation>It-tutur iwissi minn (eluf ta&apos; punt)</translation>
    </message>
    <message>
        <source>Against a computer player, show on the board how good each of my plays and cube decisions was (needs bgsage)</source>
        <translation>Kontra plejer tal-kompjuter, uri fuq il-bord kemm kienet tajba kull mossa u deċiżjoni tal-kubu tiegħi (jeħtieġ bgsage)</translation>
    </message>
    <message>
        <source>Doubtful: gives up more than (thousandths of a point)</source>
        <translation>Dubjuża: titlef aktar minn (eluf ta&apos; punt)</translation>
    </message>
    <message>
        <source>Bad: gives up more than (thousandths of a point)</source>
        <translation>Ħażina: titlef aktar minn (eluf ta&apos; punt)</translation>
    </message>
    <message>
        <source>Very bad: gives up more than (thousandths of a point)</source>
        <translation>Ħażina ħafna: titlef aktar minn (eluf ta&apos; punt)</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Kuluri</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingwa</translation>
    </message>
    <message>
        <source>Mute all sounds (key M)</source>
        <translation>Itfi l-ħsejjes kollha (il-buttuna M)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volum</translation>
    </message>
    <message>
        <source>The dice are rolled</source>
        <translation>Id-dadi jintremew</translation>
    </message>
    <message>
        <source>A checker is put down</source>
        <translation>Pedina titpoġġa</translation>
    </message>
    <message>
        <source>A checker is hit</source>
        <translation>Pedina tintlaqat</translation>
    </message>
    <message>
        <source>A checker enters from the bar</source>
        <translation>Pedina tidħol mill-bar</translation>
    </message>
    <message>
        <source>A checker is borne off</source>
        <translation>Pedina toħroġ mill-bord</translation>
    </message>
    <message>
        <source>A double is offered</source>
        <translation>Jiġi offrut doppju</translation>
    </message>
    <message>
        <source>A double is taken</source>
        <translation>Doppju jiġi aċċettat</translation>
    </message>
    <message>
        <source>A double is passed</source>
        <translation>Doppju jiġi rrifjutat</translation>
    </message>
    <message>
        <source>A game is won</source>
        <translation>Logħba tintrebaħ</translation>
    </message>
    <message>
        <source>A game is lost</source>
        <translation>Logħba tintilef</translation>
    </message>
    <message>
        <source>The match is won</source>
        <translation>Il-partita tintrebaħ</translation>
    </message>
    <message>
        <source>The computer offers to resign</source>
        <translation>Il-kompjuter joffri li jċedi</translation>
    </message>
    <message>
        <source>A checker is put where it may not go</source>
        <translation>Pedina titpoġġa fejn ma tistax tmur</translation>
    </message>
    <message>
        <source>The tutor warns</source>
        <translation>It-tutur iwissi</translation>
    </message>
    <message>
        <source>No sound card or sound server was found, so bgdesk is silent.</source>
        <translation>Ma nstabet l-ebda karta tal-ħoss jew server tal-ħoss, għalhekk bgdesk huwa sieket.</translation>
    </message>
    <message>
        <source>The audio library is not available on this computer, so bgdesk is silent.</source>
        <translation>Il-librerija tal-awdjo mhix disponibbli fuq dan il-kompjuter, għalhekk bgdesk huwa sieket.</translation>
    </message>
    <message>
        <source>Sound is switched off for this run (BGDESK_AUDIO=off).</source>
        <translation>Il-ħoss huwa mitfi għal din id-darba (BGDESK_AUDIO=off).</translation>
    </message>
    <message>
        <source>The audio device would not open, so bgdesk is silent.</source>
        <translation>L-apparat tal-awdjo ma fetaħx, għalhekk bgdesk huwa sieket.</translation>
    </message>
    <message>
        <source>bgdesk is silent: this computer has none of the sound libraries it plays through (PulseAudio&apos;s, ALSA&apos;s or JACK&apos;s). On Debian or Ubuntu install libpulse0 or libasound2; on Fedora, pulseaudio-libs or alsa-lib.</source>
        <translation>bgdesk huwa sieket: dan il-kompjuter m&apos;għandu l-ebda waħda mil-libreriji tal-ħoss li juża (ta&apos; PulseAudio, ALSA jew JACK). Fuq Debian jew Ubuntu installa libpulse0 jew libasound2; fuq Fedora, pulseaudio-libs jew alsa-lib.</translation>
    </message>
    <message>
        <source>Bottom right (usual)</source>
        <translation>Isfel fuq il-lemin (is-soltu)</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>Isfel fuq ix-xellug</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Fuq fuq il-lemin</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Fuq fuq ix-xellug</translation>
    </message>
    <message>
        <source>the player at the bottom</source>
        <translation>il-plejer t&apos;isfel</translation>
    </message>
    <message>
        <source>the player on roll</source>
        <translation>il-plejer li jmissu jarmi</translation>
    </message>
    <message>
        <source>triple (3 times the cube)</source>
        <translation>tripla (3 darbiet il-kubu)</translation>
    </message>
    <message>
        <source>double, like a gammon</source>
        <translation>doppja, bħal gammon</translation>
    </message>
    <message>
        <source>Off (checkers jump)</source>
        <translation>Mitfija (il-pedini jaqbżu)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Bil-mod</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Malajr</translation>
    </message>
    <message>
        <source>Rolled by the computer (random)</source>
        <translation>Jarmihom il-kompjuter (bl-addoċċ)</translation>
    </message>
    <message>
        <source>Entered by hand (your own dice)</source>
        <translation>Iddaħħalhom bl-idejn (id-dadi tiegħek)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiku</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Kuntrast għoli</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Oċean</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Prinċipjant</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedju</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Qawwi</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Espert</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Klassi dinjija</translation>
    </message>
    <message>
        <source>Same as the computer</source>
        <translation>Bħall-kompjuter</translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Sessjoni bil-flus</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Issettjar</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Oħrajn</translation>
    </message>
    <message>
        <source>Your checkers are the light ones; they travel along the arrow and are borne off beside your home board.</source>
        <translation>Il-pedini tiegħek huma dawk ċari; jimxu mal-vleġġa u joħorġu ħdejn il-bord tad-dar tiegħek.</translation>
    </message>
    <message>
        <source>These are the rules offered for each new money session or match; you can still change them when you start one.</source>
        <translation>Dawn huma r-regoli offruti għal kull sessjoni bil-flus jew partita ġdida; xorta tista&apos; tbiddilhom meta tibda waħda.</translation>
    </message>
    <message>
        <source>The Crawford rule is always applied in matches: when a player first comes within one point of winning, the next game is played without the doubling cube.</source>
        <translation>Ir-regola ta&apos; Crawford tapplika dejjem fil-partiti: l-ewwel darba li plejer ikun nieqes punt wieħed biex jirbaħ, il-logħba ta&apos; wara tintlagħab mingħajr il-kubu tad-doppju.</translation>
    </message>
    <message>
        <source>Automatic doubles, the Jacoby rule and beavers are for money play; matches never use them.</source>
        <translation>Id-doppji awtomatiċi, ir-regola ta&apos; Jacoby u l-beavers huma għal-logħob bil-flus; il-partiti qatt ma jużawhom.</translation>
    </message>
    <message>
        <source>Plays and cube decisions are marked doubtful, bad or very bad as GNU Backgammon marks them, by the equity they give up; GNU Backgammon 1.07&apos;s thresholds are 30, 60 and 120 thousandths of a point.</source>
        <translation>Il-mossi u d-deċiżjonijiet tal-kubu jiġu mmarkati dubjużi, ħżiena jew ħżiena ħafna kif jimmarkahom GNU Backgammon, skont l-ekwità li jitilfu; il-limiti ta&apos; GNU Backgammon 1.07 huma 30, 60 u 120 eluf ta&apos; punt.</translation>
    </message>
    <message>
        <source>With moves confirmed by picking up the dice, every step can be taken back until you click the dice.</source>
        <translation>Meta l-mossi jiġu kkonfermati billi tiġbor id-dadi, kull pass jista&apos; jittieħed lura sakemm tikklikkja fuq id-dadi.</translation>
    </message>
    <message>
        <source>Every colour scheme keeps the two players&apos; checkers far apart in lightness, so they stay easy to tell apart with colour blindness. A new language applies as soon as you press OK; the game in progress carries on.</source>
        <translation>Kull skema ta&apos; kuluri żżomm il-pedini taż-żewġ plejers differenti ħafna fid-dawl, biex jintgħarfu faċilment anke minn min ma jagħrafx il-kuluri. Lingwa ġdida tapplika hekk kif tagħfas OK; il-logħba għaddejja tkompli.</translation>
    </message>
    <message>
        <source>Look for an audio device again</source>
        <translation>Erġa&apos; fittex apparat tal-awdjo</translation>
    </message>
    <message>
        <source>Play a sound when</source>
        <translation>Ħoss meta</translation>
    </message>
    <message>
        <source>Listen</source>
        <translation>Isma&apos;</translation>
    </message>
    <message>
        <source>Listen: {what}</source>
        <translation>Isma&apos;: {what}</translation>
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
        <translation>Ikkanċella</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Agħlaq</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Iva</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Le</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Applika</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Neħħi</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Iftaħ</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Għajnuna</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Irrisettja</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Irritorna għall-oriġinal</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erġa&apos; pprova</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Injora</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Waqqaf</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>L-ebda logħba għadha ma ġiet irreġistrata: il-logħbiet mitmuma jidhru hawn.</translation>
    </message>
    <message>
        <source>Games, oldest first</source>
        <translation>Logħbiet, l-eqdem l-ewwel</translation>
    </message>
    <message>
        <source>No drills yet: Practice &gt; Drills.</source>
        <translation>Għad m&apos;hemmx eżerċizzji: Prattika &gt; Eżerċizzji.</translation>
    </message>
    <message>
        <source>Equity given up per answer, week by week (lower is better)</source>
        <translation>Ekwità mitlufa għal kull tweġiba, ġimgħa b&apos;ġimgħa (inqas huwa aħjar)</translation>
    </message>
    <message>
        <source>Week of</source>
        <translation>Il-ġimgħa ta&apos;</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Settijiet</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Tweġibiet</translation>
    </message>
    <message>
        <source>Best answers</source>
        <translation>L-aħjar tweġibiet</translation>
    </message>
    <message>
        <source>Equity given up
per answer</source>
        <translation>Ekwità mitlufa
għal kull tweġiba</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Plejer</translation>
    </message>
    <message>
        <source>In the box
games</source>
        <translation>Fil-kaxxa
logħbiet</translation>
    </message>
    <message>
        <source>In the box
points won / lost</source>
        <translation>Fil-kaxxa
punti rebħin / mitlufin</translation>
    </message>
    <message>
        <source>In the box
per game</source>
        <translation>Fil-kaxxa
kull logħba</translation>
    </message>
    <message>
        <source>In the team
games</source>
        <translation>Fit-tim
logħbiet</translation>
    </message>
    <message>
        <source>In the team
points won / lost</source>
        <translation>Fit-tim
punti rebħin / mitlufin</translation>
    </message>
    <message>
        <source>In the team
per game</source>
        <translation>Fit-tim
kull logħba</translation>
    </message>
    <message>
        <source>Net points
per game</source>
        <translation>Punti netti
kull logħba</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversarju</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Logħbiet</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Rebaħ</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tilef</translation>
    </message>
    <message>
        <source>Gammons
won / lost</source>
        <translation>Gammons
rebaħ / tilef</translation>
    </message>
    <message>
        <source>Backgammons
won / lost</source>
        <translation>Backgammons
rebaħ / tilef</translation>
    </message>
    <message>
        <source>Points
per game</source>
        <translation>Punti
kull logħba</translation>
    </message>
    <message>
        <source>Matches
won / played</source>
        <translation>Partiti
rebaħ / lagħab</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Kompjuter ({level})</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Eżerċizzji</translation>
    </message>
    <message>
        <source>Chouettes</source>
        <translation>Logħbiet ta&apos; chouette</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>L-avversarji kollha</translation>
    </message>
    <message numerus="yes">
        <source>net {net} point(s)</source>
        <comment>the net points after the games won and lost</comment>
        <translation>
            <numerusform>nett {net} punt</numerusform>
            <numerusform>nett {net} punti</numerusform>
            <numerusform>nett {net} punt</numerusform>
            <numerusform>nett {net} punt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded: {wins} won, {losses} lost, {net}.</source>
        <translation>
            <numerusform>Logħba waħda rreġistrata: {wins} mirbuħa, {losses} mitlufa, {net}.</numerusform>
            <numerusform>%n logħbiet irreġistrati: {wins} mirbuħa, {losses} mitlufa, {net}.</numerusform>
            <numerusform>%n-il logħba rreġistrata: {wins} mirbuħa, {losses} mitlufa, {net}.</numerusform>
            <numerusform>%n logħba rreġistrata: {wins} mirbuħa, {losses} mitlufa, {net}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seen by {who}, the player at the bottom of the board.</source>
        <translation>Kif jarahom {who}, il-plejer t&apos;isfel tal-bord.</translation>
    </message>
    <message>
        <source>No games recorded yet. Every finished game is added here.</source>
        <translation>L-ebda logħba għadha ma ġiet irreġistrata. Kull logħba mitmuma tiżdied hawn.</translation>
    </message>
    <message numerus="yes">
        <source>Kept but not counted: %n game(s) of matches with take-backs.</source>
        <translation>
            <numerusform>Miżmuma iżda ma jingħaddux: %n logħba minn partiti b&apos;mossi meħuda lura.</numerusform>
            <numerusform>Miżmuma iżda ma jingħaddux: %n logħbiet minn partiti b&apos;mossi meħuda lura.</numerusform>
            <numerusform>Miżmuma iżda ma jingħaddux: %n-il logħba minn partiti b&apos;mossi meħuda lura.</numerusform>
            <numerusform>Miżmuma iżda ma jingħaddux: %n logħba minn partiti b&apos;mossi meħuda lura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chouette game(s) recorded. In the box, the points are those the box won or lost against the whole team; in the team, each member&apos;s own.</source>
        <translation>
            <numerusform>Ġiet irreġistrata %n logħba ta&apos; chouette. Fil-kaxxa, il-punti huma dawk li l-kaxxa rebħet jew tilfet kontra t-tim kollu; fit-tim, dawk ta&apos; kull membru.</numerusform>
            <numerusform>Ġew irreġistrati %n logħbiet ta&apos; chouette. Fil-kaxxa, il-punti huma dawk li l-kaxxa rebħet jew tilfet kontra t-tim kollu; fit-tim, dawk ta&apos; kull membru.</numerusform>
            <numerusform>Ġew irreġistrati %n-il logħba ta&apos; chouette. Fil-kaxxa, il-punti huma dawk li l-kaxxa rebħet jew tilfet kontra t-tim kollu; fit-tim, dawk ta&apos; kull membru.</numerusform>
            <numerusform>Ġew irreġistrati %n logħba ta&apos; chouette. Fil-kaxxa, il-punti huma dawk li l-kaxxa rebħet jew tilfet kontra t-tim kollu; fit-tim, dawk ta&apos; kull membru.</numerusform>
        </translation>
    </message>
    <message>
        <source>No chouette games recorded yet. Every finished chouette game is added here.</source>
        <translation>Għadha ma ġiet irreġistrata l-ebda logħba ta&apos; chouette. Kull logħba ta&apos; chouette mitmuma tiżdied hawn.</translation>
    </message>
    <message numerus="yes">
        <source>%n drill set(s) answered, {answers} positions in all.</source>
        <translation>
            <numerusform>%n sett ta&apos; eżerċizzji mwieġeb, {answers} pożizzjoni b&apos;kollox.</numerusform>
            <numerusform>%n settijiet ta&apos; eżerċizzji mwieġba, {answers} pożizzjoni b&apos;kollox.</numerusform>
            <numerusform>%n-il sett ta&apos; eżerċizzji mwieġba, {answers} pożizzjoni b&apos;kollox.</numerusform>
            <numerusform>%n sett ta&apos; eżerċizzji mwieġba, {answers} pożizzjoni b&apos;kollox.</numerusform>
        </translation>
    </message>
    <message>
        <source>Net points against {name}</source>
        <translation>Punti netti kontra {name}</translation>
    </message>
    <message>
        <source>Net points against all opponents</source>
        <translation>Punti netti kontra l-avversarji kollha</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the saved match</source>
        <extracomment>Seconds between two tries of the writes that failed.</extracomment>
        <translation>il-partita salvata</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>l-istatistika</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>is-settings</translation>
    </message>
    <message>
        <source>a fair-dice seed</source>
        <translation>żerriegħa tad-dadi ġusti</translation>
    </message>
    <message>
        <source>the archive of finished matches</source>
        <translation>l-arkivju tal-partiti mitmuma</translation>
    </message>
    <message>
        <source>the list of recent files</source>
        <translation>il-lista tal-fajls reċenti</translation>
    </message>
    <message>
        <source>{what} could not be written: the disk is full. bgdesk keeps it and tries again; free some space.</source>
        <translation>{what}: ma setax jinkiteb, id-diska hija mimlija. bgdesk iżommu u jerġa&apos; jipprova; agħmel ftit spazju.</translation>
    </message>
    <message>
        <source>{what} could not be written: the system does not allow it (permission denied) in {folder}. bgdesk tries again.</source>
        <translation>{what}: ma setax jinkiteb, is-sistema ma tippermettihx (permess miċħud) f&apos;{folder}. bgdesk jerġa&apos; jipprova.</translation>
    </message>
    <message>
        <source>{what} could not be written: the disk is read-only. bgdesk tries again.</source>
        <translation>{what}: ma setax jinkiteb, id-diska hija għall-qari biss. bgdesk jerġa&apos; jipprova.</translation>
    </message>
    <message>
        <source>{what} is not written over: the file {path} cannot be read (permission denied), and what it holds would be lost. Let your account read it again; bgdesk tries again.</source>
        <translation>{what}: ma jinkitibx fuqu, il-fajl {path} ma jistax jinqara (permess miċħud), u dak li fih jintilef. Ħalli l-kont tiegħek jerġa&apos; jaqrah; bgdesk jerġa&apos; jipprova.</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>huwa link simboliku</translation>
    </message>
    <message>
        <source>it belongs to another user account</source>
        <translation>huwa ta&apos; kont ta&apos; utent ieħor</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <translation>mhuwiex folder</translation>
    </message>
    <message>
        <source>{what} is not written: the folder {place} {why_text}, and bgdesk neither follows nor changes such a folder. Move it away or put a folder of your own in its place.</source>
        <translation>{what}: ma jinkitibx, il-folder {place}: {why_text}, u bgdesk la jsegwi u lanqas jibdel folder bħal dan. Ċaqalqu &apos;l hemm jew poġġi folder tiegħek minfloku.</translation>
    </message>
    <message>
        <source>{what} could not be written ({reason}). bgdesk tries again.</source>
        <translation>{what}: ma setax jinkiteb ({reason}). bgdesk jerġa&apos; jipprova.</translation>
    </message>
    <message>
        <source>{what} ({path}) cannot be read: the system does not allow it (permission denied). It is not damaged and is left where it is; once your account may read it again, bgdesk uses it again, and until then nothing is written over it.</source>
        <translation>{what} ({path}) ma jistax jinqara: is-sistema ma tippermettihx (permess miċħud). Mhuwiex imħassar u tħalla fejn hu; malli l-kont tiegħek ikun jista&apos; jerġa&apos; jaqrah, bgdesk jerġa&apos; jużah, u sa dakinhar xejn ma jinkiteb fuqu.</translation>
    </message>
    <message>
        <source>{what} ({path}) was not read: a folder on its way is a symbolic link or another user account&apos;s, and bgdesk neither follows nor changes such a folder. It is left as it is.</source>
        <translation>{what} ({path}) ma nqarax: folder fit-triq huwa link simboliku jew ta&apos; kont ta&apos; utent ieħor, u bgdesk la jsegwi u lanqas jibdel folder bħal dan. Tħalla kif inhu.</translation>
    </message>
    <message>
        <source>Every file bgdesk keeps is written again: nothing is waiting to be saved.</source>
        <translation>Kull fajl li jżomm bgdesk reġa&apos; nkiteb: xejn mhu qed jistenna biex jiġi salvat.</translation>
    </message>
    <message numerus="yes">
        <source>Not saved: %n file(s)</source>
        <translation>
            <numerusform>Mhux salvat: fajl wieħed</numerusform>
            <numerusform>Mhux salvati: %n fajls</numerusform>
            <numerusform>Mhux salvati: %n-il fajl</numerusform>
            <numerusform>Mhux salvati: %n fajl</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n failed write(s))</source>
        <translation>
            <numerusform>(kitba waħda falliet)</numerusform>
            <numerusform>(%n kitbiet fallew)</numerusform>
            <numerusform>(%n-il kitba fallew)</numerusform>
            <numerusform>(%n kitba fallew)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamDoubleDialog</name>
    <message>
        <source>{proposer} proposes that the team double {box} (the box): every member&apos;s cube goes to {value}.</source>
        <translation>{proposer} jipproponi li t-tim jirdoppja lil {box} (il-kaxxa): il-kubu ta&apos; kull membru jmur għal {value}.</translation>
    </message>
    <message>
        <source>Agreed so far: {names}.</source>
        <translation>Qablu s&apos;issa: {names}.</translation>
    </message>
    <message>
        <source>The team doubles only if every member agrees; one refusal and there is no double this turn.</source>
        <translation>It-tim jirdoppja biss jekk kull membru jaqbel; rifjut wieħed u m&apos;hemmx doppju f&apos;din id-dawra.</translation>
    </message>
    <message>
        <source>Team double</source>
        <translation>Doppju tat-tim</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, id-deċiżjoni hija tiegħek</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>Aqbel</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Irrifjuta</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic</source>
        <extracomment>The classes of a decision (:mod:`bgdesk.bots.skill`), in every theme: colours of Okabe and Ito&apos;s palette, which stay apart for the common colour-blindnesses; every judged play also carries its class in words on a badge, and the better play not made is drawn dashed.</extracomment>
        <translation>Klassiku</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Kuntrast għoli</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Oċean</translation>
    </message>
</context>
<context>
    <name>TryController</name>
    <message>
        <source>You</source>
        <translation>Int</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversarju</translation>
    </message>
    <message>
        <source>The answer here is a play: play the roll, then pick up the dice.</source>
        <translation>It-tweġiba hawn hija mossa: ilgħab it-tarmija, imbagħad iġbor id-dadi.</translation>
    </message>
    <message>
        <source>That is not one of the answers here.</source>
        <translation>Dik mhix waħda mit-tweġibiet hawn.</translation>
    </message>
    <message>
        <source>The answer has been given.</source>
        <translation>It-tweġiba diġà ngħatat.</translation>
    </message>
    <message>
        <source>Nothing to play here.</source>
        <translation>M&apos;hemm xejn x&apos;tilgħab hawn.</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>The tutor is still looking at this decision…</source>
        <translation>It-tutur għadu qed iħares lejn din id-deċiżjoni…</translation>
    </message>
    <message>
        <source>The tutor is looking at your decision…</source>
        <translation>It-tutur qed iħares lejn id-deċiżjoni tiegħek…</translation>
    </message>
    <message>
        <source>This play gives up {loss} points of equity.</source>
        <translation>Din il-mossa titlef {loss} ta&apos; ekwità.</translation>
    </message>
    <message>
        <source>Your play: {mine} (equity {me}).
Better: {best} (equity {eq}).</source>
        <translation>Il-mossa tiegħek: {mine} (ekwità {me}).
Aħjar: {best} (ekwità {eq}).</translation>
    </message>
    <message>
        <source>Keep my play</source>
        <translation>Żomm il-mossa tiegħi</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Ħudha lura</translation>
    </message>
    <message>
        <source>Doubling gives up {loss} points of equity.</source>
        <translation>Jekk tirdoppja titlef {loss} ta&apos; ekwità.</translation>
    </message>
    <message>
        <source>Double anyway</source>
        <translation>Irdoppja xorta waħda</translation>
    </message>
    <message>
        <source>Don&apos;t double</source>
        <translation>Tirdoppjax</translation>
    </message>
    <message>
        <source>Rolling without doubling gives up {loss} points of equity.</source>
        <translation>Jekk tarmi mingħajr ma tirdoppja titlef {loss} ta&apos; ekwità.</translation>
    </message>
    <message>
        <source>Roll anyway</source>
        <translation>Armi xorta waħda</translation>
    </message>
    <message>
        <source>Think again</source>
        <translation>Erġa&apos; aħseb</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.
No double {nd}, double/take {dt}, double/pass {dp}.</source>
        <translation>L-azzjoni t-tajba tal-kubu: {action}.
Bla doppju {nd}, doppju/aċċetta {dt}, doppju/irrifjuta {dp}.</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>L-aċċettazzjoni</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Ir-rifjut</translation>
    </message>
    <message>
        <source>{what} gives up {loss} points of equity.</source>
        <translation>{what} titlef {loss} ta&apos; ekwità.</translation>
    </message>
    <message>
        <source>take</source>
        <translation>taċċetta</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>tirrifjuta</translation>
    </message>
    <message>
        <source>The better answer is to {better}: take {take}, pass {drop}.</source>
        <translation>It-tweġiba aħjar hija li {better}: aċċetta {take}, irrifjuta {drop}.</translation>
    </message>
    <message>
        <source>Take anyway</source>
        <translation>Aċċetta xorta waħda</translation>
    </message>
    <message>
        <source>Pass anyway</source>
        <translation>Irrifjuta xorta waħda</translation>
    </message>
    <message>
        <source>The tutor could not look at this decision ({reason}).</source>
        <translation>It-tutur ma setax iħares lejn din id-deċiżjoni ({reason}).</translation>
    </message>
    <message>
        <source>Play taken back: play the roll again.</source>
        <translation>Il-mossa ttieħdet lura: erġa&apos; ilgħab it-tarmija.</translation>
    </message>
    <message>
        <source>Think again: take or pass?</source>
        <translation>Erġa&apos; aħseb: taċċetta jew tirrifjuta?</translation>
    </message>
    <message>
        <source>Think again: roll or double?</source>
        <translation>Erġa&apos; aħseb: tarmi jew tirdoppja?</translation>
    </message>
</context>
<context>
    <name>TutorDialog</name>
    <message>
        <source>Tutor</source>
        <translation>Tutur</translation>
    </message>
</context>
<context>
    <name>WinPlot</name>
    <message>
        <source>Chance that {name} wins the game, after every play</source>
        <translation>Iċ-ċans li {name} jirbaħ il-logħba, wara kull mossa</translation>
    </message>
    <message>
        <source>Nothing to plot yet.</source>
        <translation>Għad m&apos;hemm xejn x&apos;jintwera.</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Logħba {n}</translation>
    </message>
</context>
</TS>
