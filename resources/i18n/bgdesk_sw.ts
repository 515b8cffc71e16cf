<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw" sourcelanguage="en">
<context>
    <name>AnalysisWindow</name>
    <message>
        <source>Supernatural</source>
        <translation>Wa ajabu</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Kiwango cha dunia</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mtaalamu</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Wa hali ya juu</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Wa kati</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Mchezaji wa kawaida</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Mwanzilishi</translation>
    </message>
    <message>
        <source>Awful</source>
        <translation>Dhaifu sana</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Hakuna maradufu</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Maradufu</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Maradufu, kubali</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Maradufu, kataa</translation>
    </message>
    <message>
        <source>Too good to double</source>
        <translation>Nzuri mno kuongeza maradufu</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Kubali</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Kataa</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Endelea kucheza</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Play on from a decision: the game&apos;s index in the record, how many of its events came before the decision, and the player who made it (from the worst errors or a review).</extracomment>
        <translation>Uchambuzi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Review errors…</source>
        <translation>Pitia makosa…</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Cheza kuanzia hapa…</translation>
    </message>
    <message>
        <source>Play the match on from the error chosen in the list, against the computer or a friend</source>
        <translation>Endelea na mechi kuanzia kosa lililochaguliwa kwenye orodha, dhidi ya kompyuta au rafiki</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Mchezaji</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>Kiwango cha makosa</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>Uchezaji wa kete</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Mchemraba</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Maamuzi</translation>
    </message>
    <message>
        <source>Errors / blunders</source>
        <translation>Makosa / makosa makubwa</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Daraja</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Mchezo</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Uamuzi</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Kilichochezwa</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Bora zaidi</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Thamani iliyopotea</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Kina</translation>
    </message>
    <message>
        <source>Worst errors (equity lost per point at stake):</source>
        <translation>Makosa mabaya zaidi (thamani iliyopotea kwa kila alama ya dau):</translation>
    </message>
    <message>
        <source>Summary of each player</source>
        <translation>Muhtasari wa kila mchezaji</translation>
    </message>
    <message>
        <source>Worst errors</source>
        <translation>Makosa mabaya zaidi</translation>
    </message>
    <message>
        <source>Analysing… (bgsage, {depth})</source>
        <translation>Inachambua… (bgsage, {depth})</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Inasimamisha…</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Uchambuzi umeghairiwa.</translation>
    </message>
    <message>
        <source>The analysis failed: {reason}</source>
        <translation>Uchambuzi umeshindwa: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): the analysis {program} stored in the file.</source>
        <translation>
            <numerusform>Mchezo %n: uchambuzi ambao {program} ilihifadhi katika faili.</numerusform>
            <numerusform>Michezo %n: uchambuzi ambao {program} ilihifadhi katika faili.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed with bgsage.</source>
        <translation>
            <numerusform>Mchezo %n umechambuliwa na bgsage.</numerusform>
            <numerusform>Michezo %n imechambuliwa na bgsage.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last game is not over: analysed so far.</source>
        <translation>Mchezo wa mwisho haujaisha: umechambuliwa hadi sasa.</translation>
    </message>
    <message>
        <source>Error rates are thousandths of a point lost per decision (normalized to the cube; in brackets, how many decisions); lower is better.</source>
        <translation>Viwango vya makosa ni elfu moja ya alama iliyopotea kwa kila uamuzi (kulingana na mchemraba; kwenye mabano, idadi ya maamuzi); kidogo ni bora zaidi.</translation>
    </message>
    <message>
        <source>{rate} ({n})</source>
        <translation>{rate} ({n})</translation>
    </message>
    <message>
        <source>Play {d1}-{d2}</source>
        <translation>Cheza {d1}-{d2}</translation>
    </message>
    <message>
        <source>Resignation</source>
        <translation>Kujitoa</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Kubali au kataa</translation>
    </message>
    <message>
        <source>No errors.</source>
        <translation>Hakuna makosa.</translation>
    </message>
</context>
<context>
    <name>Archive</name>
    <message>
        <source> vs </source>
        <translation> dhidi ya </translation>
    </message>
    <message>
        <source>chouette</source>
        <translation>chouette</translation>
    </message>
    <message numerus="yes">
        <source>to %n point(s)</source>
        <translation>
            <numerusform>ya alama %n</numerusform>
            <numerusform>ya alama %n</numerusform>
        </translation>
    </message>
    <message>
        <source>money</source>
        <translation>pesa</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>imeachwa</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} alishinda</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>imekwisha</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Every finished or abandoned match and chouette, newest first.</source>
        <translation>Kila mechi na chouette iliyokwisha au kuachwa, ya karibuni kwanza.</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Zilizofutwa</translation>
    </message>
    <message>
        <source>Archive or deleted files</source>
        <translation>Hifadhi au faili zilizofutwa</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Imehifadhiwa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Wachezaji</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Alama</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Urefu</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>Mwisho</translation>
    </message>
    <message>
        <source>Open in the replay viewer</source>
        <translation>Fungua kwenye marudio</translation>
    </message>
    <message>
        <source>A match opens in the replay viewer; a chouette opens with its summary, each game in the replay viewer</source>
        <translation>Mechi inafunguka kwenye marudio; chouette inafunguka na muhtasari wake, kila mchezo kwenye marudio</translation>
    </message>
    <message>
        <source>Export (.mat)…</source>
        <translation>Hamisha (.mat)…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Tendua kufuta</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Rejesha</translation>
    </message>
    <message>
        <source>Put the selected file back in the archive</source>
        <translation>Rudisha faili iliyochaguliwa kwenye hifadhi</translation>
    </message>
    <message>
        <source>Empty deleted…</source>
        <translation>Safisha zilizofutwa…</translation>
    </message>
    <message>
        <source>Remove every deleted file for good</source>
        <translation>Ondoa kabisa kila faili iliyofutwa</translation>
    </message>
    <message>
        <source>Deleted ({n})</source>
        <extracomment>Asked before the deleted files are removed for good: ``confirm(text) -&gt; bool``.</extracomment>
        <translation>Zilizofutwa ({n})</translation>
    </message>
    <message>
        <source>Nothing deleted. Deleted matches are kept here, also after a restart, until you empty this list.</source>
        <translation>Hakuna kilichofutwa. Mechi zilizofutwa huwekwa hapa, hata baada ya kuanzisha upya, hadi utakaposafisha orodha hii.</translation>
    </message>
    <message>
        <source>Deleted matches, kept in {folder} until you empty them. Restore puts the selected one back.</source>
        <translation>Mechi zilizofutwa, zimewekwa katika {folder} hadi utakapozisafisha. Rejesha huirudisha iliyochaguliwa.</translation>
    </message>
    <message>
        <source>No finished or abandoned match yet.</source>
        <translation>Bado hakuna mechi iliyokwisha au kuachwa.</translation>
    </message>
    <message>
        <source>Archive files that could not be read, kept beside the others in {folder}:</source>
        <translation>Faili za hifadhi zisizoweza kusomwa, zimewekwa pamoja na nyingine katika {folder}:</translation>
    </message>
    <message>
        <source>{name}: written by a newer bgdesk (format version {version}); a newer bgdesk lists it again.</source>
        <translation>{name}: imeandikwa na bgdesk mpya zaidi (toleo la muundo {version}); bgdesk mpya zaidi itaionyesha tena.</translation>
    </message>
    <message>
        <source>{name}: could not be read and was moved aside.</source>
        <translation>{name}: haikuweza kusomwa na imewekwa kando.</translation>
    </message>
    <message>
        <source>It is not a match.</source>
        <translation>Si mechi.</translation>
    </message>
    <message>
        <source>This match cannot be opened. {reason}</source>
        <translation>Mechi hii haiwezi kufunguliwa. {reason}</translation>
    </message>
    <message>
        <source>Replay: {players}</source>
        <translation>Marudio: {players}</translation>
    </message>
    <message>
        <source>This match cannot be exported. {reason}</source>
        <translation>Mechi hii haiwezi kuhamishwa. {reason}</translation>
    </message>
    <message>
        <source>It could not be deleted: {reason}.</source>
        <translation>Haikuweza kufutwa: {reason}.</translation>
    </message>
    <message>
        <source>Deleted: it is kept in {folder} until you empty that folder; Undo delete brings it back.</source>
        <translation>Imefutwa: imewekwa katika {folder} mpaka utakapoiondoa humo; Tendua kufuta huirudisha.</translation>
    </message>
    <message>
        <source>It could not be brought back: {reason}.</source>
        <translation>Haikuweza kurudishwa: {reason}.</translation>
    </message>
    <message>
        <source>Brought back to the archive.</source>
        <translation>Imerudishwa kwenye hifadhi.</translation>
    </message>
    <message>
        <source>It could not be restored: the archive holds a file of the same name already.</source>
        <translation>Haikuweza kurejeshwa: hifadhi tayari ina faili yenye jina hilo hilo.</translation>
    </message>
    <message>
        <source>It could not be restored: {reason}.</source>
        <translation>Haikuweza kurejeshwa: {reason}.</translation>
    </message>
    <message>
        <source>Restored to the archive: {players}.</source>
        <translation>Imerejeshwa kwenye hifadhi: {players}.</translation>
    </message>
    <message>
        <source>Empty deleted</source>
        <translation>Safisha zilizofutwa</translation>
    </message>
    <message>
        <source>Remove for good</source>
        <translation>Ondoa kabisa</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n deleted file(s) for good? They cannot be brought back.</source>
        <translation>
            <numerusform>Uondoe kabisa faili %n iliyofutwa? Haiwezi kurudishwa.</numerusform>
            <numerusform>Uondoe kabisa faili %n zilizofutwa? Haziwezi kurudishwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deleted files could not be removed: {reason}.</source>
        <translation>Faili zilizofutwa hazikuweza kuondolewa: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>%n deleted file(s) removed for good.</source>
        <translation>
            <numerusform>Faili %n iliyofutwa imeondolewa kabisa.</numerusform>
            <numerusform>Faili %n zilizofutwa zimeondolewa kabisa.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <source>Both rolled {d}: roll again.</source>
        <translation>Wote wamerusha {d}: rusheni tena.</translation>
    </message>
    <message>
        <source>Automatic double: the cube is now at {v}.</source>
        <translation>Maradufu ya kiotomatiki: mchemraba sasa uko {v}.</translation>
    </message>
    <message>
        <source>{name} wins the opening roll ({a} {da}, {b} {db}) and plays {hi}-{lo}.</source>
        <translation>{name} ameshinda urushaji wa kuanza ({a} {da}, {b} {db}) na anacheza {hi}-{lo}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2}.</source>
        <translation>{name} anarusha {d1}-{d2}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and cannot move. {next} is on roll.</source>
        <translation>{name} anarusha {d1}-{d2} na hawezi kusogeza. Zamu ya {next}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and cannot move.</source>
        <translation>{name} anarusha {d1}-{d2} na hawezi kusogeza.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2} and bears off: {play}.</source>
        <translation>{name} anarusha {d1}-{d2} na kutoa kete: {play}.</translation>
    </message>
    <message>
        <source>{name} rolls {d1}-{d2}: forced move {play}.</source>
        <translation>{name} anarusha {d1}-{d2}: hatua ya lazima {play}.</translation>
    </message>
    <message>
        <source>{name}: pick up the dice to finish the move, or undo.</source>
        <translation>{name}: okota dadu kumaliza hatua, au utendue.</translation>
    </message>
    <message>
        <source>{name}: {dice} still to play.</source>
        <translation>{name}: bado kucheza {dice}.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Hakuna cha kurudisha.</translation>
    </message>
    <message>
        <source>Step taken back.</source>
        <translation>Hatua imerudishwa.</translation>
    </message>
    <message>
        <source>Play the whole roll first: {dice} still to play.</source>
        <translation>Cheza urushaji wote kwanza: bado kucheza {dice}.</translation>
    </message>
    <message>
        <source>{name} played {play}. {next} is on roll.</source>
        <translation>{name} amecheza {play}. Zamu ya {next}.</translation>
    </message>
    <message>
        <source>There is no doubling here.</source>
        <translation>Hakuna maradufu hapa.</translation>
    </message>
    <message>
        <source>No double has been offered: there is nothing to take or pass.</source>
        <translation>Hakuna maradufu iliyotolewa: hakuna cha kukubali au kukataa.</translation>
    </message>
    <message>
        <source>The key {key} does nothing here; Help &gt; Keyboard lists every key.</source>
        <translation>Kitufe {key} hakifanyi kitu hapa; Msaada &gt; Kibodi huorodhesha kila kitufe.</translation>
    </message>
</context>
<context>
    <name>BoardItems</name>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <comment>pip count beside a player&apos;s name</comment>
        <translation>
            <numerusform>umbali %n</numerusform>
            <numerusform>umbali %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Roll</source>
        <extracomment>How long freshly rolled dice tumble into place at the normal speed: as long as the dice rattle (dice_roll.wav); shorter at a faster animation speed, never longer.</extracomment>
        <translation>Rusha</translation>
    </message>
    <message numerus="yes">
        <source>Match to %n</source>
        <comment>the match length, in the band at the top</comment>
        <translation>
            <numerusform>Mechi ya alama %n</numerusform>
            <numerusform>Mechi ya alama %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation>Mchezo wa Crawford</translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Kipindi cha pesa</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <source>{n} on the bar</source>
        <translation>{n} ukingoni</translation>
    </message>
    <message>
        <source>{n} on {point}</source>
        <translation>{n} kwenye {point}</translation>
    </message>
    <message>
        <source>{n} borne off</source>
        <translation>{n} zimetolewa</translation>
    </message>
    <message>
        <source>no checkers</source>
        <translation>hakuna kete</translation>
    </message>
    <message>
        <source>{name} (light)</source>
        <translation>{name} (rangi nyepesi)</translation>
    </message>
    <message>
        <source>{name} (dark)</source>
        <translation>{name} (rangi nzito)</translation>
    </message>
    <message>
        <source>Die: {a}</source>
        <translation>Dadu: {a}</translation>
    </message>
    <message>
        <source>Opening roll: {a} for {name0}, {b} for {name1}</source>
        <translation>Urushaji wa kuanza: {a} kwa {name0}, {b} kwa {name1}</translation>
    </message>
    <message>
        <source>No dice rolled</source>
        <translation>Hakuna dadu zilizorushwa</translation>
    </message>
    <message>
        <source>Dice of {name}: {dice}</source>
        <translation>Dadu za {name}: {dice}</translation>
    </message>
    <message>
        <source>left to play: {dice}</source>
        <translation>zimebaki kuchezwa: {dice}</translation>
    </message>
    <message>
        <source>all played</source>
        <translation>zote zimechezwa</translation>
    </message>
    <message>
        <source>No cube in this game</source>
        <translation>Hakuna mchemraba katika mchezo huu</translation>
    </message>
    <message>
        <source>{name} offers the cube at {v}</source>
        <translation>{name} anatoa mchemraba kwa {v}</translation>
    </message>
    <message>
        <source>Cube at {v}, in the middle</source>
        <translation>Mchemraba uko {v}, katikati</translation>
    </message>
    <message>
        <source>Cube at {v}, owned by {name}</source>
        <translation>Mchemraba uko {v}, ni wa {name}</translation>
    </message>
    <message>
        <source>Pip counts: {a} {pa}, {b} {pb}</source>
        <translation>Umbali: {a} {pa}, {b} {pb}</translation>
    </message>
    <message>
        <source>Backgammon board</source>
        <translation>Ubao wa backgammon</translation>
    </message>
</context>
<context>
    <name>BotDriver</name>
    <message>
        <source>{name} offers to resign.</source>
        <extracomment>A computer player&apos;s cube action or answer, in words, for the window&apos;s banner. A computer player starts (True) or stops (False) thinking.</extracomment>
        <translation>{name} anajitoa.</translation>
    </message>
    <message>
        <source>{name} doubles to {value}.</source>
        <translation>{name} anaongeza maradufu hadi {value}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} anakataa.</translation>
    </message>
    <message>
        <source>{name} beavers: the cube is at {value}.</source>
        <translation>{name} anafanya beaver: mchemraba uko {value}.</translation>
    </message>
    <message>
        <source>{name} takes: the cube is at {value}.</source>
        <translation>{name} anakubali: mchemraba uko {value}.</translation>
    </message>
    <message>
        <source>{name} accepts the resignation.</source>
        <translation>{name} anakubali kujitoa huko.</translation>
    </message>
    <message>
        <source>{name} declines the resignation: play goes on.</source>
        <translation>{name} anakataa kujitoa huko: mchezo unaendelea.</translation>
    </message>
    <message>
        <source>{name} plays {play}.</source>
        <translation>{name} anacheza {play}.</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Beginner</source>
        <extracomment>The bot levels in words (bgdesk.bots levels; an unknown level shows as itself).</extracomment>
        <translation>Mwanzilishi</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Wa kati</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Hodari</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mtaalamu</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Kiwango cha dunia</translation>
    </message>
    <message>
        <source>our network, with mistakes</source>
        <extracomment>What each level is: whose evaluation, and how deep (bgsage&apos;s plies: its network alone is 1-ply; see bgdesk.bots.LEVEL_INFO and Help).</extracomment>
        <translation>mtandao wetu, wenye makosa</translation>
    </message>
    <message>
        <source>our network</source>
        <translation>mtandao wetu</translation>
    </message>
    <message>
        <source>bgsage, 1-ply</source>
        <translation>bgsage, ply 1</translation>
    </message>
    <message>
        <source>bgsage, 2-ply</source>
        <translation>bgsage, ply 2</translation>
    </message>
    <message>
        <source>bgsage, 3-ply</source>
        <translation>bgsage, ply 3</translation>
    </message>
    <message>
        <source>{name}: {kind}. It gives up about {error} thousandths of a point per decision, judged by GNU Backgammon at 2-ply.</source>
        <extracomment>Each level&apos;s error per decision (checker plays and cube decisions), thousandths of a point, judged by GNU Backgammon 1.07 at 2-ply on the fixed set of tests/benchmarks/bench_advice.py (its ladder, printed by the benchmark; Help &gt; Rules, section 15, gives the whole table).</extracomment>
        <translation>{name}: {kind}. Hupoteza takriban elfu {error} za alama kwa kila uamuzi, kwa kipimo cha GNU Backgammon katika ply 2.</translation>
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
        <translation>Timu ({members}) inaongeza maradufu. Kubali: kila mchemraba unaongezwa maradufu na kuja upande wako. Kataa: unamlipa kila mwanatimu dau lake sasa ({each}; {total} kwa jumla) na mchezo unaisha.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Kubali</translation>
    </message>
    <message>
        <source>Pass (pay {total})</source>
        <translation>Kataa (lipa {total})</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>Team double</source>
        <translation>Maradufu ya timu</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, uamuzi ni wako</translation>
    </message>
</context>
<context>
    <name>ChouetteController</name>
    <message>
        <source>Box</source>
        <translation>Sanduku</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Timu</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (kompyuta)</translation>
    </message>
    <message>
        <source>New chouette: {names}. Everyone rolls one die for the seats; {first} rolls first.</source>
        <translation>Chouette mpya: {names}. Kila mtu anarusha dadu moja kupata nafasi yake; {first} anarusha kwanza.</translation>
    </message>
    <message>
        <source>Chouette resumed: {ledger}.</source>
        <translation>Chouette imeendelezwa: {ledger}.</translation>
    </message>
    <message>
        <source>{name} joins the chouette and plays from the next game.</source>
        <translation>{name} anajiunga na chouette na atacheza kuanzia mchezo ujao.</translation>
    </message>
    <message>
        <source>{name} joins the chouette as captain.</source>
        <translation>{name} anajiunga na chouette kama nahodha.</translation>
    </message>
    <message>
        <source>{name} joins the chouette: place {place} in the line.</source>
        <translation>{name} anajiunga na chouette: nafasi ya {place} katika mstari.</translation>
    </message>
    <message>
        <source>{name} leaves the chouette; their account stands at {points}.</source>
        <translation>{name} anaondoka kwenye chouette; hesabu yake ni {points}.</translation>
    </message>
    <message>
        <source>{name} leaves during the game and pays {box} {points} for their cube.</source>
        <translation>{name} anaondoka wakati wa mchezo na kumlipa {box} {points} kwa mchemraba wake.</translation>
    </message>
    <message>
        <source>Automatic double: every cube is now at {value}.</source>
        <translation>Maradufu ya kiotomatiki: kila mchemraba sasa uko {value}.</translation>
    </message>
    <message>
        <source>{name} rolls {die}. </source>
        <translation>{name} anarusha {die}. </translation>
    </message>
    <message>
        <source>{name} rolls {die}. Tie between {tied}: they roll again; {next} first.</source>
        <translation>{name} anarusha {die}. Sare kati ya {tied}: wanarusha tena; {next} kwanza.</translation>
    </message>
    <message>
        <source>{name} rolls {die}. {next}: roll for your seat.</source>
        <translation>{name} anarusha {die}. {next}: rusha kupata nafasi yako.</translation>
    </message>
    <message>
        <source>{box} is in the box, {captain} is captain</source>
        <translation>{box} yuko sandukuni, {captain} ni nahodha</translation>
    </message>
    <message>
        <source>, then {rest}</source>
        <translation>, kisha {rest}</translation>
    </message>
    <message>
        <source>Click here or press Roll to start the first game.</source>
        <translation>Bofya hapa au bonyeza Rusha kuanza mchezo wa kwanza.</translation>
    </message>
    <message>
        <source>Roll for the seats first.</source>
        <translation>Rusheni kwanza kupata nafasi.</translation>
    </message>
    <message>
        <source>The current game is not over yet.</source>
        <translation>Mchezo wa sasa bado haujaisha.</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box against {team}; {captain} is captain. Roll for the opening.</source>
        <translation>Mchezo {n}: {box} yuko sandukuni dhidi ya {team}; {captain} ni nahodha. Rusheni urushaji wa kuanza.</translation>
    </message>
    <message>
        <source>Game {n} set up: {name} to {what}.</source>
        <translation>Mchezo {n} umeandaliwa: {name} {what}.</translation>
    </message>
    <message>
        <source>play</source>
        <translation>acheze</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>arushe</translation>
    </message>
    <message>
        <source>Doubling is not possible now.</source>
        <translation>Haiwezekani kuongeza maradufu sasa.</translation>
    </message>
    <message>
        <source>Resigning is not possible now.</source>
        <translation>Haiwezekani kujitoa sasa.</translation>
    </message>
    <message>
        <source>{name} is a computer player: wait for its decision.</source>
        <translation>{name} ni mchezaji wa kompyuta: subiri uamuzi wake.</translation>
    </message>
    <message>
        <source>{name} is acting captain.</source>
        <translation>{name} anakaimu unahodha.</translation>
    </message>
    <message>
        <source>{box} (box) doubles {names}. {next}: take or pass?</source>
        <translation>{box} (sanduku) anaongeza maradufu dhidi ya {names}. {next}: kubali au kataa?</translation>
    </message>
    <message>
        <source>{name} proposes a team double.</source>
        <translation>{name} anapendekeza timu iongeze maradufu.</translation>
    </message>
    <message>
        <source>{name} agrees.</source>
        <translation>{name} anakubali.</translation>
    </message>
    <message>
        <source>{next}: agree or refuse?</source>
        <translation>{next}: kubali au kataa?</translation>
    </message>
    <message>
        <source>The team doubles {box}. {box}: take or pass?</source>
        <translation>Timu inaongeza maradufu dhidi ya {box}. {box}: kubali au kataa?</translation>
    </message>
    <message>
        <source>{name} refuses: no team double this turn. {captain} to roll.</source>
        <translation>{name} anakataa: timu haiongezi maradufu zamu hii. {captain} arushe.</translation>
    </message>
    <message>
        <source>{box} takes the team&apos;s double</source>
        <translation>{box} anakubali maradufu ya timu</translation>
    </message>
    <message>
        <source>{box} beavers the team&apos;s double</source>
        <translation>{box} anajibu maradufu ya timu kwa beaver</translation>
    </message>
    <message>
        <source>: the cubes are on the box&apos;s side at {value}. {captain} to roll.</source>
        <translation>: michemraba iko upande wa sanduku kwa {value}. {captain} arushe.</translation>
    </message>
    <message>
        <source>{name} takes at {value}.</source>
        <translation>{name} anakubali kwa {value}.</translation>
    </message>
    <message>
        <source>{name} beavers at {value}.</source>
        <translation>{name} anafanya beaver kwa {value}.</translation>
    </message>
    <message>
        <source>{name} passes and pays {box} {points}.</source>
        <translation>{name} anakataa na kumlipa {box} {points}.</translation>
    </message>
    <message>
        <source>{next}: take or pass?</source>
        <translation>{next}: kubali au kataa?</translation>
    </message>
    <message>
        <source>{box} to roll.</source>
        <translation>{box} arushe.</translation>
    </message>
    <message>
        <source>{name} offers to resign {what}. {next}: accept or decline?</source>
        <translation>{name} anapendekeza kujitoa kwa {what}. {next}: kubali au kataa?</translation>
    </message>
    <message>
        <source>{name} declines the resignation: play goes on.</source>
        <translation>{name} anakataa kujitoa huko: mchezo unaendelea.</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>mchezo wa kawaida</translation>
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
        <translation>bila mchemraba</translation>
    </message>
    <message>
        <source>Jacoby rule</source>
        <translation>kanuni ya Jacoby</translation>
    </message>
    <message>
        <source>automatic doubles (at most {n})</source>
        <translation>maradufu ya kiotomatiki (zisizozidi {n})</translation>
    </message>
    <message>
        <source>backgammons count as gammons</source>
        <translation>backgammon huhesabiwa kama gammon</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Mchezo wa pesa</translation>
    </message>
    <message>
        <source>Chouette of {when}</source>
        <translation>Chouette ya {when}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Wachezaji: {names}</translation>
    </message>
    <message>
        <source>The seats are being decided.</source>
        <translation>Nafasi zinaamuliwa.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>alikataa</translation>
    </message>
    <message>
        <source>left the chouette</source>
        <translation>aliondoka kwenye chouette</translation>
    </message>
    <message>
        <source>played to the end</source>
        <translation>alicheza hadi mwisho</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>bado anacheza</translation>
    </message>
    <message>
        <source>Still being played.</source>
        <translation>Bado unachezwa.</translation>
    </message>
    <message>
        <source>{name}: cube {value}, {how}: {points}</source>
        <translation>{name}: mchemraba {value}, {how}: {points}</translation>
    </message>
    <message>
        <source>{box} (box): {points}</source>
        <translation>{box} (sanduku): {points}</translation>
    </message>
    <message>
        <source>{name} joins the chouette</source>
        <translation>{name} anajiunga na chouette</translation>
    </message>
    <message>
        <source>{name} leaves the chouette</source>
        <translation>{name} anaondoka kwenye chouette</translation>
    </message>
    <message>
        <source>(during game {n})</source>
        <translation>(wakati wa mchezo {n})</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Hesabu</translation>
    </message>
    <message>
        <source>(left)</source>
        <translation>(ameondoka)</translation>
    </message>
    <message>
        <source>{box} (box) passes the team&apos;s double.</source>
        <translation>{box} (sanduku) anakataa maradufu ya timu.</translation>
    </message>
    <message>
        <source>Every member passed: {box} (box) wins.</source>
        <translation>Kila mwanatimu amekataa: {box} (sanduku) anashinda.</translation>
    </message>
    <message>
        <source>the team</source>
        <translation>timu</translation>
    </message>
    <message>
        <source>The team</source>
        <translation>Timu</translation>
    </message>
    <message>
        <source>{loser} resigns {what}: {winner} wins.</source>
        <translation>{loser}: kujitoa kwa {what}; mshindi ni {winner}.</translation>
    </message>
    <message>
        <source>{box} (box) wins {what}.</source>
        <translation>{box} (sanduku) anashinda {what}.</translation>
    </message>
    <message>
        <source>The team (captain {captain}) wins {what}.</source>
        <translation>Timu (nahodha {captain}) inashinda {what}.</translation>
    </message>
    <message>
        <source>{name} pays {box} {points}</source>
        <translation>{name} anamlipa {box} {points}</translation>
    </message>
    <message>
        <source>{box} pays {members}</source>
        <translation>{box} anawalipa {members}</translation>
    </message>
    <message>
        <source>{box} stays in the box</source>
        <translation>{box} anabaki sandukuni</translation>
    </message>
    <message>
        <source>{box} takes the box</source>
        <translation>{box} anaingia sandukuni</translation>
    </message>
    <message>
        <source>; {captain} is captain.</source>
        <translation>; {captain} ni nahodha.</translation>
    </message>
    <message>
        <source>Next: {rotation}</source>
        <translation>Kinachofuata: {rotation}</translation>
    </message>
    <message>
        <source>Click here or press Roll for the next game.</source>
        <translation>Bofya hapa au bonyeza Rusha kwa mchezo unaofuata.</translation>
    </message>
    <message>
        <source>Start a chouette (Game &gt; New chouette…).</source>
        <translation>Anzisha chouette (Mchezo &gt; Chouette mpya…).</translation>
    </message>
    <message>
        <source>{name} (box)</source>
        <translation>{name} (sanduku)</translation>
    </message>
    <message>
        <source>{name} (captain)</source>
        <translation>{name} (nahodha)</translation>
    </message>
    <message>
        <source>Chouette</source>
        <translation>Chouette</translation>
    </message>
    <message>
        <source>Chouette · game {n}</source>
        <translation>Chouette · mchezo {n}</translation>
    </message>
    <message>
        <source>{name} (captain of {n})</source>
        <translation>{name} (nahodha wa {n})</translation>
    </message>
    <message>
        <source>{name}: roll one die for your seat</source>
        <translation>{name}: rusha dadu moja kupata nafasi yako</translation>
    </message>
    <message>
        <source>Press Roll to start the first game</source>
        <translation>Bonyeza Rusha kuanza mchezo wa kwanza</translation>
    </message>
    <message>
        <source>Game {n} is over: the box wins.</source>
        <translation>Mchezo {n} umekwisha: sanduku linashinda.</translation>
    </message>
    <message>
        <source>Game {n} is over: the team wins.</source>
        <translation>Mchezo {n} umekwisha: timu inashinda.</translation>
    </message>
    <message>
        <source>Opening roll: click the dice area or press Roll</source>
        <translation>Urushaji wa kuanza: bofya eneo la dadu au bonyeza Rusha</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (kompyuta) inafikiri…</translation>
    </message>
    <message>
        <source>{name}: roll or double</source>
        <translation>{name}: rusha au ongeza maradufu</translation>
    </message>
    <message>
        <source>{name}: roll</source>
        <translation>{name}: rusha</translation>
    </message>
    <message>
        <source>{name}: pick up the dice</source>
        <translation>{name}: okota dadu</translation>
    </message>
    <message>
        <source>{name} to play {dice}</source>
        <translation>{name} acheze {dice}</translation>
    </message>
    <message>
        <source>{name}: agree to the team&apos;s double?</source>
        <translation>{name}: unakubali maradufu ya timu?</translation>
    </message>
    <message>
        <source>{name}: take or pass the team&apos;s double?</source>
        <translation>{name}: kubali au kataa maradufu ya timu?</translation>
    </message>
    <message>
        <source>{name}: take or pass the box&apos;s double?</source>
        <translation>{name}: kubali au kataa maradufu ya sanduku?</translation>
    </message>
    <message>
        <source>{name}: accept or decline the resignation?</source>
        <translation>{name}: kubali au kataa kujitoa huko?</translation>
    </message>
    <message>
        <source>Start a chouette first.</source>
        <translation>Anzisha chouette kwanza.</translation>
    </message>
    <message>
        <source>{name} must play the roll first.</source>
        <translation>{name} lazima acheze urushaji kwanza.</translation>
    </message>
    <message>
        <source>{name} is playing the roll.</source>
        <translation>{name} anacheza urushaji wake.</translation>
    </message>
    <message>
        <source>{name} must decide first.</source>
        <translation>{name} lazima aamue kwanza.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Mchezo umekwisha.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Rusha dadu kwanza.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Si sasa.</translation>
    </message>
    <message>
        <source>{name} rolls {die} for the seats</source>
        <translation>{name} anarusha {die} kupata nafasi</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box; team {team}</source>
        <translation>Mchezo {n}: {box} sandukuni; timu {team}</translation>
    </message>
    <message>
        <source>Opening roll: {box} {d1}, {captain} {d2}</source>
        <translation>Urushaji wa kuanza: {box} {d1}, {captain} {d2}</translation>
    </message>
    <message>
        <source> (tie)</source>
        <translation> (sare)</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>hawezi kusogeza</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>anaongeza maradufu</translation>
    </message>
    <message>
        <source>proposes a team double</source>
        <translation>anapendekeza maradufu ya timu</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>anakubali</translation>
    </message>
    <message>
        <source>refuses</source>
        <translation>anakataa</translation>
    </message>
    <message>
        <source>takes</source>
        <translation>anakubali</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>anakataa</translation>
    </message>
    <message>
        <source>beavers</source>
        <translation>anafanya beaver</translation>
    </message>
    <message>
        <source>offers to resign {what}</source>
        <translation>anapendekeza kujitoa kwa {what}</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>anakubali</translation>
    </message>
    <message>
        <source>declines</source>
        <translation>anakataa</translation>
    </message>
    <message>
        <source>The chouette could not be saved ({reason}); play goes on.</source>
        <translation>Chouette haikuweza kuhifadhiwa ({reason}); mchezo unaendelea.</translation>
    </message>
    <message>
        <source>The chouette could not be kept in the archive ({reason}); it stays saved.</source>
        <translation>Chouette haikuweza kuwekwa kwenye hifadhi ({reason}); inabaki imehifadhiwa.</translation>
    </message>
    <message>
        <source>{name} played {play}. {next} is on roll.</source>
        <translation>{name} amecheza {play}. Zamu ya {next} kurusha.</translation>
    </message>
    <message>
        <source>Game {n} is being played: {box} in the box, {captain} captain.</source>
        <translation>Mchezo {n} unachezwa: {box} sandukuni, {captain} nahodha.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played; next: {box} in the box, {captain} captain.</source>
        <translation>
            <numerusform>Mchezo %n umechezwa; unaofuata: {box} sandukuni, {captain} nahodha.</numerusform>
            <numerusform>Michezo %n imechezwa; unaofuata: {box} sandukuni, {captain} nahodha.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ledger: {ledger}.</source>
        <translation>Hesabu: {ledger}.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>alama %n</numerusform>
            <numerusform>alama %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChouetteMode</name>
    <message>
        <source>New c&amp;houette…</source>
        <translation>C&amp;houette mpya…</translation>
    </message>
    <message>
        <source>Three to eight players around one board: one in the box against a team led by a captain</source>
        <translation>Wachezaji watatu hadi wanane kwenye ubao mmoja: mmoja sandukuni dhidi ya timu inayoongozwa na nahodha</translation>
    </message>
    <message>
        <source>Resume chouette</source>
        <translation>Endeleza chouette</translation>
    </message>
    <message>
        <source>Carry on with the chouette saved last</source>
        <translation>Endelea na chouette iliyohifadhiwa mwisho</translation>
    </message>
    <message>
        <source>Past chouettes…</source>
        <translation>Chouette zilizopita…</translation>
    </message>
    <message>
        <source>Chouettes kept in the archive: their summaries and their games in the replay viewer</source>
        <translation>Chouette zilizowekwa kwenye hifadhi: muhtasari wake na michezo yake katika kitazamaji cha marudio</translation>
    </message>
    <message>
        <source>The saved chouette could not be kept in the archive ({reason}); nothing was changed.</source>
        <translation>Chouette iliyohifadhiwa haikuweza kuwekwa kwenye hifadhi ({reason}); hakuna kilichobadilishwa.</translation>
    </message>
    <message>
        <source>No chouette has been kept in the archive yet.</source>
        <translation>Bado hakuna chouette iliyowekwa kwenye hifadhi.</translation>
    </message>
    <message>
        <source>This chouette could not be read back because {reason}.</source>
        <translation>Chouette hii haikuweza kusomwa tena kwa sababu {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>{when}: {players} (%n game(s))</source>
        <translation>
            <numerusform>{when}: {players} (mchezo %n)</numerusform>
            <numerusform>{when}: {players} (michezo %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>(abandoned)</source>
        <translation>(imeachwa)</translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box against {team}</source>
        <translation>Mchezo {n}: {box} sandukuni dhidi ya {team}</translation>
    </message>
    <message>
        <source>The evening</source>
        <translation>Jioni</translation>
    </message>
    <message>
        <source>There is no saved chouette.</source>
        <translation>Hakuna chouette iliyohifadhiwa.</translation>
    </message>
    <message>
        <source>The saved chouette could not be restored because {reason}.</source>
        <translation>Chouette iliyohifadhiwa haikuweza kurejeshwa kwa sababu {reason}.</translation>
    </message>
    <message>
        <source>Chouette</source>
        <translation>Chouette</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Rusha</translation>
    </message>
    <message>
        <source>Roll the dice (seats, opening roll, turn) or start the next game</source>
        <translation>Rusha dadu (nafasi, urushaji wa kuanza, zamu) au anza mchezo unaofuata</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Maradufu</translation>
    </message>
    <message>
        <source>The box doubles, or the captain proposes the team&apos;s double</source>
        <translation>Aliye sandukuni anaongeza maradufu, au nahodha anapendekeza maradufu ya timu</translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation>&amp;Tendua hatua</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Rudisha hatua ya mwisho</translation>
    </message>
    <message>
        <source>D&amp;one</source>
        <translation>Mali&amp;za</translation>
    </message>
    <message>
        <source>Pick up the dice: the move is final</source>
        <translation>Okota dadu: hatua imekamilika</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>Mchezo u&amp;naofuata</translation>
    </message>
    <message>
        <source>Start the next game with the new roles</source>
        <translation>Anza mchezo unaofuata kwa nafasi mpya</translation>
    </message>
    <message>
        <source>Resign a single game</source>
        <translation>Jitoe kwa mchezo wa kawaida</translation>
    </message>
    <message>
        <source>Resign a gammon</source>
        <translation>Jitoe kwa gammon</translation>
    </message>
    <message>
        <source>Resign a backgammon</source>
        <translation>Jitoe kwa backgammon</translation>
    </message>
    <message>
        <source>&amp;Leave chouette</source>
        <translation>&amp;Ondoka kwenye chouette</translation>
    </message>
    <message>
        <source>Back to the match (the chouette stays saved)</source>
        <translation>Rudi kwenye mechi (chouette inabaki imehifadhiwa)</translation>
    </message>
    <message>
        <source>A player &amp;joins…</source>
        <translation>Mchezaji &amp;anajiunga…</translation>
    </message>
    <message>
        <source>A newcomer sits down: last in the line, or where the group agrees</source>
        <translation>Mgeni anakaa: mwisho wa mstari, au mahali kundi linapokubali</translation>
    </message>
    <message>
        <source>A player lea&amp;ves…</source>
        <translation>Mchezaji a&amp;naondoka…</translation>
    </message>
    <message>
        <source>Someone leaves; their account stays in the ledger</source>
        <translation>Mtu anaondoka; hesabu yake inabaki kwenye daftari</translation>
    </message>
    <message>
        <source>Summary of the &amp;evening…</source>
        <translation>Muhtasari wa &amp;jioni…</translation>
    </message>
    <message>
        <source>Every game, who was in the box, each cube&apos;s result and the ledger: copy it, save it, replay a game</source>
        <translation>Kila mchezo, aliyekuwa sandukuni, matokeo ya kila mchemraba na hesabu: nakili, hifadhi, rudia mchezo</translation>
    </message>
    <message>
        <source>&amp;End the evening…</source>
        <translation>&amp;Maliza jioni…</translation>
    </message>
    <message>
        <source>Keep this chouette in the archive and see its summary</source>
        <translation>Weka chouette hii kwenye hifadhi na uone muhtasari wake</translation>
    </message>
    <message>
        <source>&amp;Chouette</source>
        <translation>&amp;Chouette</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>&amp;Jitoe</translation>
    </message>
    <message>
        <source>bgdesk — chouette</source>
        <translation>bgdesk — chouette</translation>
    </message>
    <message>
        <source>The evening is over</source>
        <translation>Jioni imekwisha</translation>
    </message>
    <message>
        <source>{box} (the box)</source>
        <translation>{box} (sanduku)</translation>
    </message>
    <message>
        <source>The team ({captain})</source>
        <translation>Timu ({captain})</translation>
    </message>
</context>
<context>
    <name>ChouettePanel</name>
    <message>
        <source>Seat</source>
        <translation>Nafasi</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Mchezaji</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Mchemraba</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Hali</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Alama</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Mchezo uliopita</translation>
    </message>
    <message>
        <source>No game finished yet.</source>
        <translation>Bado hakuna mchezo uliokwisha.</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Kipindi</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Wachezaji mezani</translation>
    </message>
    <message>
        <source>Type a move (e.g. 24/18 13/11) and press Enter:</source>
        <translation>Andika hatua (k.m. 24/18 13/11) na ubonyeze Enter:</translation>
    </message>
    <message>
        <source>No chouette</source>
        <translation>Hakuna chouette</translation>
    </message>
    <message>
        <source>Chouette: rolling for the seats</source>
        <translation>Chouette: kurusha kupata nafasi</translation>
    </message>
    <message>
        <source>Chouette: seats decided</source>
        <translation>Chouette: nafasi zimeamuliwa</translation>
    </message>
    <message>
        <source>Chouette: game {n}</source>
        <translation>Chouette: mchezo {n}</translation>
    </message>
    <message>
        <source>Chouette: game {n} over</source>
        <translation>Chouette: mchezo {n} umekwisha</translation>
    </message>
    <message>
        <source>Next: {rotation}</source>
        <translation>Kinachofuata: {rotation}</translation>
    </message>
    <message>
        <source>The box may double every cube it may turn:</source>
        <translation>Sanduku linaweza kuongeza maradufu kila mchemraba linaloweza kugeuza:</translation>
    </message>
    <message>
        <source>Propose a team double (every other member in the game must agree):</source>
        <translation>Pendekeza maradufu ya timu (kila mwanachama mwingine aliye mchezoni lazima akubali):</translation>
    </message>
    <message>
        <source>{name} doubles</source>
        <translation>{name} anaongeza maradufu</translation>
    </message>
    <message>
        <source>{name} proposes a double</source>
        <translation>{name} anapendekeza maradufu</translation>
    </message>
    <message>
        <source>The box doubles every cube it may turn</source>
        <translation>Aliye sandukuni anaongeza maradufu kila mchemraba anaoweza kugeuza</translation>
    </message>
    <message>
        <source>{name} proposes that the team double the box; every other member must agree</source>
        <translation>{name} anapendekeza timu iongeze maradufu dhidi ya sanduku; kila mwanatimu mwingine lazima akubali</translation>
    </message>
    <message>
        <source>to roll</source>
        <translation>arushe</translation>
    </message>
    <message>
        <source>rolled {dice}</source>
        <translation>amerusha {dice}</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Sanduku</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Nahodha</translation>
    </message>
    <message>
        <source>all cubes</source>
        <translation>michemraba yote</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>zamu yake</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>katikati</translation>
    </message>
    <message>
        <source>own</source>
        <translation>ni wake</translation>
    </message>
    <message>
        <source>box has it</source>
        <translation>kwa sanduku</translation>
    </message>
    <message>
        <source>left ({points})</source>
        <translation>ameondoka ({points})</translation>
    </message>
    <message>
        <source>passed ({points})</source>
        <translation>amekataa ({points})</translation>
    </message>
    <message>
        <source>doubled to {value}</source>
        <translation>maradufu hadi {value}</translation>
    </message>
    <message>
        <source>proposes</source>
        <translation>anapendekeza</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>amekubali</translation>
    </message>
    <message>
        <source>to confirm</source>
        <translation>athibitishe</translation>
    </message>
    <message>
        <source>doubles to {value}</source>
        <translation>anaongeza maradufu hadi {value}</translation>
    </message>
    <message>
        <source>acting captain</source>
        <translation>kaimu nahodha</translation>
    </message>
    <message>
        <source>Plays from the next game: {names}</source>
        <translation>Watacheza kuanzia mchezo ujao: {names}</translation>
    </message>
    <message>
        <source>Left: {accounts}</source>
        <translation>Wameondoka: {accounts}</translation>
    </message>
    <message>
        <source>Press Roll (or click the board) to start the first game.</source>
        <translation>Bonyeza Rusha (au bofya ubao) kuanza mchezo wa kwanza.</translation>
    </message>
    <message>
        <source>Press Roll (or click the board) to start the next game.</source>
        <translation>Bonyeza Rusha (au bofya ubao) kuanza mchezo unaofuata.</translation>
    </message>
    <message>
        <source>roll one die for the seats</source>
        <translation>rusha dadu moja kupata nafasi</translation>
    </message>
    <message>
        <source>roll the opening roll</source>
        <translation>rusha urushaji wa kuanza</translation>
    </message>
    <message>
        <source>roll or double</source>
        <translation>rusha au ongeza maradufu</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>rusha</translation>
    </message>
    <message>
        <source>play the roll</source>
        <translation>cheza urushaji</translation>
    </message>
    <message>
        <source>agree to the team&apos;s double or refuse it</source>
        <translation>kubali maradufu ya timu au uyakatae</translation>
    </message>
    <message>
        <source>take or pass the team&apos;s double</source>
        <translation>kubali au kataa maradufu ya timu</translation>
    </message>
    <message>
        <source>take or pass the box&apos;s double</source>
        <translation>kubali au kataa maradufu ya sanduku</translation>
    </message>
    <message>
        <source>accept or decline the resignation</source>
        <translation>kubali au kataa kujitoa</translation>
    </message>
    <message>
        <source>Waiting for {name}: {what}.</source>
        <translation>Tunamsubiri {name}: {what}.</translation>
    </message>
</context>
<context>
    <name>ChouetteReplay</name>
    <message>
        <source>This game</source>
        <translation>Mchezo huu</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>{option} needs a value.</source>
        <extracomment>Exit status for a command line that cannot be used. Qt&apos;s options that take a value (QGuiApplication, QApplication, the xcb platform); with one or two leading dashes. Qt&apos;s options without a value.</extracomment>
        <translation>{option} inahitaji thamani.</translation>
    </message>
    <message>
        <source>There is no option {option}.</source>
        <translation>Hakuna chaguo {option}.</translation>
    </message>
    <message>
        <source>bgdesk does not speak &quot;{value}&quot;; choose one of {codes}.</source>
        <translation>bgdesk haizungumzi &quot;{value}&quot;; chagua mojawapo ya {codes}.</translation>
    </message>
    <message>
        <source>Give one file at most.</source>
        <translation>Toa faili moja tu, si zaidi.</translation>
    </message>
    <message>
        <source>{path} is not a file.</source>
        <translation>{path} si faili.</translation>
    </message>
    <message>
        <source>{path} is a named pipe or a device, not a file: bgdesk opens only ordinary files.</source>
        <translation>{path} ni bomba lenye jina au kifaa, si faili: bgdesk hufungua faili za kawaida tu.</translation>
    </message>
    <message>
        <source>&quot;bgdesk --help&quot; lists the options.</source>
        <translation>&quot;bgdesk --help&quot; inaorodhesha machaguo.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FAILI</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LUGHA</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>NJIA</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKUNDE</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>KIWANGO</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>Matumizi:</translation>
    </message>
    <message>
        <source>Backgammon against a friend or a computer player: games, money sessions, matches and chouettes.</source>
        <translation>Backgammon dhidi ya rafiki au mchezaji wa kompyuta: michezo, vipindi vya pesa, mechi na chouette.</translation>
    </message>
    <message>
        <source>a match (.mat, .sgf, .xg) or positions (.xgp, a position text) to open in the replay viewer</source>
        <translation>mechi (.mat, .sgf, .xg) au hali za ubao (.xgp, maandishi ya hali ya ubao) za kufungua katika kionyeshi cha marudio</translation>
    </message>
    <message>
        <source>the language for this run: {names}; without it, the language chosen in the settings, else the computer&apos;s</source>
        <translation>lugha ya kipindi hiki: {names}; bila hili, lugha iliyochaguliwa katika mipangilio, la sivyo lugha ya kompyuta</translation>
    </message>
    <message>
        <source>check this installation: open the window, play a short game between two computer players, exit with 0 when all works (1 and the reason when not); settings and saved games are not touched</source>
        <translation>kagua usakinishaji huu: fungua dirisha, cheza mchezo mfupi kati ya wachezaji wawili wa kompyuta, kisha toka na 0 kila kitu kikifanya kazi (1 na sababu kisipofanya); mipangilio na michezo iliyohifadhiwa haiguswi</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>onyesha msaada huu kisha utoke</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>onyesha toleo kisha utoke</translation>
    </message>
    <message>
        <source>a folder for the settings, saved games and statistics (now {config} and {data})</source>
        <translation>folda ya mipangilio, michezo iliyohifadhiwa na takwimu (sasa {config} na {data})</translation>
    </message>
    <message>
        <source>the window system: xcb, wayland or offscreen</source>
        <translation>mfumo wa madirisha: xcb, wayland au offscreen</translation>
    </message>
    <message>
        <source>off: no sound for this run (no audio device is opened)</source>
        <translation>off: hakuna sauti katika mzunguko huu (hakuna kifaa cha sauti kinachofunguliwa)</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Mazingira:</translation>
    </message>
    <message>
        <source>Qt&apos;s own options, such as -platform offscreen, are passed on to Qt.</source>
        <translation>Machaguo ya Qt yenyewe, kama -platform offscreen, hupitishwa kwa Qt.</translation>
    </message>
    <message>
        <source>There is no display to open the window on: start bgdesk from your desktop, where DISPLAY or WAYLAND_DISPLAY is set.</source>
        <translation>Hakuna skrini ya kufungua dirisha: anzisha bgdesk kutoka kwenye eneo-kazi lako, ambapo DISPLAY au WAYLAND_DISPLAY imewekwa.</translation>
    </message>
    <message>
        <source>This copy of bgdesk opens its window through X11, and there is no X display: start bgdesk from your desktop, where DISPLAY is set (a Wayland desktop sets it when it runs XWayland).</source>
        <translation>Nakala hii ya bgdesk hufungua dirisha lake kupitia X11, na hakuna skrini ya X: anzisha bgdesk kutoka kwenye eneo-kazi lako, ambapo DISPLAY imewekwa (eneo-kazi la Wayland huiweka linapoendesha XWayland).</translation>
    </message>
</context>
<context>
    <name>CubeAnswers</name>
    <message>
        <source>No double</source>
        <extracomment>the questions this row is asked (its height is made for the one with most answers)</extracomment>
        <translation>Hakuna maradufu</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Maradufu</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Maradufu, kubali</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Maradufu, kataa</translation>
    </message>
    <message>
        <source>Too good to double</source>
        <translation>Nzuri mno kuongeza maradufu</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Kubali</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Kataa</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Endelea kucheza</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Jitoe</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Take ({value})</source>
        <translation>Kubali ({value})</translation>
    </message>
    <message>
        <source>Pass (lose {points})</source>
        <translation>Kataa (poteza {points})</translation>
    </message>
    <message>
        <source>Beaver ({value})</source>
        <translation>Beaver ({value})</translation>
    </message>
    <message>
        <source>Double offered</source>
        <translation>Maradufu yametolewa</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, uamuzi ni wako</translation>
    </message>
    <message numerus="yes">
        <source>{doubler} doubles to {value}. Take and play on for {value} with the cube on your side, or pass and give up this game for %n point(s).</source>
        <translation>
            <numerusform>{doubler} anaongeza maradufu hadi {value}. Kubali uendelee kucheza kwa {value} ukiwa na mchemraba upande wako, au kataa ukubali kushindwa mchezo huu kwa alama %n.</numerusform>
            <numerusform>{doubler} anaongeza maradufu hadi {value}. Kubali uendelee kucheza kwa {value} ukiwa na mchemraba upande wako, au kataa ukubali kushindwa mchezo huu kwa alama %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Maradufu</translation>
    </message>
    <message>
        <source>{name}, double to {value}?</source>
        <translation>{name}, uongeze dau maradufu hadi {value}?</translation>
    </message>
    <message>
        <source>Your opponent then takes, and plays on for {value}, or passes and gives up this game.</source>
        <translation>Kisha mpinzani wako anakubali, na mchezo unaendelea kwa {value}, au anakataa na kuachia mchezo huu.</translation>
    </message>
    <message>
        <source>Double to {value}</source>
        <translation>Maradufu hadi {value}</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Si sasa</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Cheza kuanzia hapa</translation>
    </message>
    <message>
        <source>End the match in progress?</source>
        <translation>Kumaliza mechi inayoendelea?</translation>
    </message>
    <message>
        <source>Playing from this position ends the match in progress ({score}).</source>
        <translation>Kucheza kuanzia nafasi hii kunamaliza mechi inayoendelea ({score}).</translation>
    </message>
    <message>
        <source>Keep the match</source>
        <translation>Endelea na mechi</translation>
    </message>
    <message>
        <source>Resignation offered</source>
        <translation>Kujitoa kumependekezwa</translation>
    </message>
    <message numerus="yes">
        <source>{resigner} offers to resign {what}: accept and win %n point(s) now, or decline and play on.</source>
        <translation>
            <numerusform>{resigner} anapendekeza kujitoa kwa {what}: kubali ushinde alama %n sasa, au kataa mchezo uendelee.</numerusform>
            <numerusform>{resigner} anapendekeza kujitoa kwa {what}: kubali ushinde alama %n sasa, au kataa mchezo uendelee.</numerusform>
        </translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Kubali</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Kataa</translation>
    </message>
</context>
<context>
    <name>DiceContribution</name>
    <message>
        <source>click</source>
        <translation>bofya</translation>
    </message>
    <message>
        <source>Click here a few times: each click adds two characters to your part.</source>
        <translation>Bofya hapa mara kadhaa: kila mbofyo unaongeza herufi mbili kwenye sehemu yako.</translation>
    </message>
    <message>
        <source>Your part of the dice</source>
        <extracomment>The Help page on fair dice was asked for (the window opens it).</extracomment>
        <translation>Sehemu yako ya dadu</translation>
    </message>
    <message>
        <source>bgdesk&apos;s commitment (SHA-256 of its seed):</source>
        <translation>Ahadi ya bgdesk (SHA-256 ya mbegu yake):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Nakili</translation>
    </message>
    <message>
        <source>Copy all 64 hex digits of the commitment</source>
        <translation>Nakili tarakimu zote 64 za heksadesimali za ahadi</translation>
    </message>
    <message>
        <source>Each player seals a part of their own (typed or clicked) before the first roll: the dice follow from the seed and both parts.</source>
        <translation>Kila mchezaji anafunga sehemu yake mwenyewe (iliyoandikwa au kubofywa) kabla ya urushaji wa kwanza: dadu zinatokana na mbegu na sehemu zote mbili.</translation>
    </message>
    <message>
        <source>bgdesk has committed to its secret seed. Each player now seals a text of their own: the dice follow from the seed and both texts, so neither bgdesk nor one player alone decides them. A sealed part is hidden and cannot change. Sealed empty, bgdesk draws a random part.</source>
        <translation>bgdesk imejifunga kwa mbegu yake ya siri. Sasa kila mchezaji anafunga maandishi yake mwenyewe: dadu zinatokana na mbegu na maandishi yote mawili, kwa hivyo si bgdesk wala mchezaji mmoja peke yake anayeziamua. Sehemu iliyofungwa imefichwa na haiwezi kubadilika. Ikifungwa tupu, bgdesk inachagua sehemu ya nasibu.</translation>
    </message>
    <message>
        <source>At home on this computer:</source>
        <translation>Mwenyeji wa kompyuta hii:</translation>
    </message>
    <message>
        <source>Who can use this computer account, and so could read bgdesk&apos;s secret seed: that player seals first, the guest last.</source>
        <translation>Anayeweza kutumia akaunti ya kompyuta hii, na hivyo angeweza kusoma mbegu ya siri ya bgdesk: mchezaji huyo anafunga kwanza, mgeni mwisho.</translation>
    </message>
    <message>
        <source>Why this order? What is guaranteed?</source>
        <translation>Kwa nini mpangilio huu? Nini kinahakikishwa?</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Imefungwa</translation>
    </message>
    <message>
        <source>{home} seals first, then {guest}: the one at home on this computer could read the seed.</source>
        <translation>{home} anafunga kwanza, kisha {guest}: mwenyeji wa kompyuta hii angeweza kusoma mbegu.</translation>
    </message>
    <message>
        <source>{name}, type your part and seal it.</source>
        <translation>{name}, andika sehemu yako na uifunge.</translation>
    </message>
    <message>
        <source>The parts are sealed: roll when you are ready.</source>
        <translation>Sehemu zimefungwa: rusha dadu ukiwa tayari.</translation>
    </message>
    <message>
        <source>{home} seals first: {home} is at home on this computer and could read the seed.</source>
        <translation>{home} anafunga kwanza: {home} ndiye mwenyeji wa kompyuta hii na angeweza kusoma mbegu.</translation>
    </message>
    <message>
        <source>{name}&apos;s part is sealed and cannot change.</source>
        <translation>Sehemu ya {name} imefungwa na haiwezi kubadilika.</translation>
    </message>
    <message>
        <source>The parts are sealed once, before the first roll.</source>
        <translation>Sehemu zinafungwa mara moja, kabla ya urushaji wa kwanza.</translation>
    </message>
    <message>
        <source>type anything</source>
        <translation>andika chochote</translation>
    </message>
    <message>
        <source>Your part of the dice: {name}</source>
        <translation>Sehemu yako ya dadu: {name}</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>No dice were entered, so nothing was rolled.</source>
        <translation>Hakuna dadu zilizoingizwa, kwa hiyo hakuna kilichorushwa.</translation>
    </message>
    <message>
        <source>Enter the dice</source>
        <translation>Ingiza dadu</translation>
    </message>
    <message>
        <source>for example 31 or 3-1</source>
        <translation>kwa mfano 31 au 3-1</translation>
    </message>
    <message>
        <source>Or type them:</source>
        <translation>Au ziandike:</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rusha</translation>
    </message>
    <message>
        <source>Opening roll: each player rolls one die.</source>
        <translation>Urushaji wa kuanza: kila mchezaji anarusha dadu moja.</translation>
    </message>
    <message>
        <source>{name}&apos;s die:</source>
        <translation>Dadu ya {name}:</translation>
    </message>
    <message>
        <source>{name} rolls.</source>
        <translation>{name} anarusha.</translation>
    </message>
    <message>
        <source>First die:</source>
        <translation>Dadu ya kwanza:</translation>
    </message>
    <message>
        <source>Second die:</source>
        <translation>Dadu ya pili:</translation>
    </message>
</context>
<context>
    <name>DiceFairness</name>
    <message>
        <source>How every roll follows from the seed and the two parts, who is protected against whom, and how to check an exported .mat file by hand with sha256sum or python3: Help &gt; Fair dice.</source>
        <translation>Jinsi kila urushaji unavyotokana na mbegu na sehemu mbili, nani analindwa dhidi ya nani, na jinsi ya kukagua kwa mkono faili ya .mat iliyohamishwa kwa sha256sum au python3: Msaada &gt; Dadu za haki.</translation>
    </message>
    <message>
        <source>Fair dice, fixed in advance by a secret seed ({algorithm})</source>
        <translation>Dadu za haki, zilizowekwa mapema kwa mbegu ya siri ({algorithm})</translation>
    </message>
    <message>
        <source>Pseudo-random dice from a seed, without a commitment</source>
        <translation>Dadu za bahati nasibu bandia kutoka mbegu, bila ahadi</translation>
    </message>
    <message>
        <source>Dice entered by hand: there is nothing to commit to</source>
        <translation>Dadu zinazoingizwa kwa mkono: hakuna cha kuahidi</translation>
    </message>
    <message>
        <source>Dice without a commitment</source>
        <translation>Dadu bila ahadi</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dadu:</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Kagua</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Nakili</translation>
    </message>
    <message>
        <source>Commitment (SHA-256 of the seed):</source>
        <translation>Ahadi (SHA-256 ya mbegu):</translation>
    </message>
    <message>
        <source>Rolls so far:</source>
        <translation>Urushaji hadi sasa:</translation>
    </message>
    <message>
        <source>The players&apos; parts:</source>
        <translation>Sehemu za wachezaji:</translation>
    </message>
    <message>
        <source>No longer verifiable: {reason}. The match went on with ordinary dice, so its commitment no longer says anything about them.</source>
        <translation>Haiwezi tena kukaguliwa: {reason}. Mechi iliendelea kwa dadu za kawaida, kwa hiyo ahadi yake haisemi tena chochote kuzihusu.</translation>
    </message>
    <message>
        <source>Lost: it could not be found after a restart.</source>
        <translation>Imepotea: haikupatikana baada ya kuanza upya.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Mbegu:</translation>
    </message>
    <message>
        <source>Seed (revealed):</source>
        <translation>Mbegu (imefichuliwa):</translation>
    </message>
    <message>
        <source>Copy the check for sha256sum</source>
        <translation>Nakili ukaguzi kwa sha256sum</translation>
    </message>
    <message>
        <source>Copies the commands that repeat the check in a terminal, each with the hash it must print.</source>
        <translation>Inanakili amri zinazorudia ukaguzi kwenye terminali, kila moja na hashi inayopaswa kuchapisha.</translation>
    </message>
    <message>
        <source>Not given yet: each player adds one before the first roll.</source>
        <translation>Bado haijatolewa: kila mchezaji anaongeza moja kabla ya urushaji wa kwanza.</translation>
    </message>
    <message>
        <source>{name}: “{text}”</source>
        <translation>{name}: “{text}”</translation>
    </message>
    <message>
        <source>{name}: none</source>
        <translation>{name}: hakuna</translation>
    </message>
    <message>
        <source>Shown here when the match is over.</source>
        <translation>Itaonyeshwa hapa mechi ikiisha.</translation>
    </message>
    <message>
        <source>Until then it is kept in {file}, a file only your user account can read: bgdesk, and anyone who can use this account while the match is played (an opponent at this login included), could open it and so know the dice. No computer player reads it.</source>
        <translation>Hadi hapo inahifadhiwa katika {file}, faili ambayo akaunti yako ya mtumiaji pekee inaweza kusoma: bgdesk, na yeyote anayeweza kutumia akaunti hii wakati mechi inachezwa (pamoja na mpinzani aliye kwenye akaunti hii hii), angeweza kuifungua na hivyo kujua dadu. Hakuna mchezaji wa kompyuta anayeisoma.</translation>
    </message>
    <message>
        <source>Until then only bgdesk knows it; no computer player reads it.</source>
        <translation>Hadi hapo ni bgdesk pekee inayoijua; hakuna mchezaji wa kompyuta anayeisoma.</translation>
    </message>
    <message>
        <source>The commands are on the clipboard: run them in a terminal and compare each hash with the one written after it.</source>
        <translation>Amri ziko kwenye ubao wa kunakili: ziendeshe kwenye terminali na ulinganishe kila hashi na ile iliyoandikwa baada yake.</translation>
    </message>
    <message>
        <source>Not verified: {reason}</source>
        <translation>Haijakaguliwa: {reason}</translation>
    </message>
    <message>
        <source>Fair dice help</source>
        <translation>Msaada wa dadu za haki</translation>
    </message>
    <message>
        <source>Verified: the seed matches the commitment and all {n} rolls follow from it.</source>
        <translation>Imekaguliwa: mbegu inalingana na ahadi na urushaji wote {n} unatokana nayo.</translation>
    </message>
    <message>
        <source>Dice fairness</source>
        <translation>Uadilifu wa dadu</translation>
    </message>
    <message>
        <source>Before the first roll of a match bgdesk fixes a secret seed and shows its SHA-256 hash (the commitment); then each player adds a part of their own, and every roll follows from the seed and both parts. After the match the seed is revealed: anyone can check that it gives the commitment and every roll. So bgdesk could not choose the dice after seeing the players&apos; parts, and no player alone could choose them. While the match is played the seed is a secret kept on this computer: bgdesk knows the dice in advance, and so could anyone who reads its file (see below).</source>
        <translation>Kabla ya urushaji wa kwanza wa mechi bgdesk huweka mbegu ya siri na kuonyesha hashi yake ya SHA-256 (ahadi); kisha kila mchezaji anaongeza sehemu yake mwenyewe, na kila urushaji unatokana na mbegu na sehemu zote mbili. Baada ya mechi mbegu hufichuliwa: yeyote anaweza kukagua kwamba inatoa ahadi na kila urushaji. Kwa hiyo bgdesk haingeweza kuchagua dadu baada ya kuona sehemu za wachezaji, na hakuna mchezaji peke yake angeweza kuzichagua. Wakati mechi inachezwa mbegu ni siri iliyohifadhiwa kwenye kompyuta hii: bgdesk inajua dadu mapema, na vivyo hivyo yeyote anayesoma faili yake (tazama hapa chini).</translation>
    </message>
</context>
<context>
    <name>DiceStats</name>
    <message>
        <source>dbl</source>
        <translation>pacha</translation>
    </message>
    <message>
        <source>No rolls yet.</source>
        <translation>Bado hakuna urushaji.</translation>
    </message>
    <message>
        <source>fair dice</source>
        <translation>dadu za haki</translation>
    </message>
    <message>
        <source>Dice statistics</source>
        <translation>Takwimu za dadu</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Urushaji</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>inayotarajiwa</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Pacha</translation>
    </message>
    <message>
        <source>{name}: {turns} rolls, {doubles} doubles (fair dice: {exp}), {pips} pips; chance of rolls this uneven with fair dice: {p_rolls} (rolls), {p_faces} (faces)</source>
        <translation>{name}: urushaji {turns}, pacha {doubles} (dadu za haki: {exp}), umbali {pips}; uwezekano wa urushaji usio sawa kiasi hiki kwa dadu za haki: {p_rolls} (urushaji), {p_faces} (nyuso)</translation>
    </message>
    <message>
        <source>A chance below 1% would be unusual for fair dice; above that, nothing is amiss.</source>
        <translation>Uwezekano chini ya 1% ungekuwa wa ajabu kwa dadu za haki; juu ya hapo, hakuna kasoro.</translation>
    </message>
</context>
<context>
    <name>DrillsWindow</name>
    <message>
        <source>The 15 opening rolls</source>
        <translation>Urushaji 15 wa kuanza</translation>
    </message>
    <message>
        <source>Replies to common openings</source>
        <translation>Majibu kwa mianzo ya kawaida</translation>
    </message>
    <message>
        <source>Bearing off against contact</source>
        <translation>Kutoa kete mbele ya kete za mpinzani</translation>
    </message>
    <message>
        <source>The proper cube action</source>
        <translation>Hatua sahihi ya mchemraba</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Kubali au kataa</translation>
    </message>
    <message>
        <source>Drill board</source>
        <translation>Ubao wa mazoezi</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Mazoezi mafupi</translation>
    </message>
    <message>
        <source>New set</source>
        <translation>Seti mpya</translation>
    </message>
    <message>
        <source>Next position ▶</source>
        <translation>Nafasi inayofuata ▶</translation>
    </message>
    <message>
        <source>Misses (select one to see it again):</source>
        <translation>Makosa (chagua moja uione tena):</translation>
    </message>
    <message>
        <source>Misses</source>
        <translation>Makosa</translation>
    </message>
    <message>
        <source>Drill set</source>
        <translation>Seti ya mazoezi</translation>
    </message>
    <message>
        <source>Making the set</source>
        <translation>Inatengeneza seti</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Nafasi</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Jibu lako</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bora</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Thamani iliyopotea</translation>
    </message>
    <message>
        <source>Choose a drill and press New set.</source>
        <translation>Chagua zoezi kisha bonyeza Seti mpya.</translation>
    </message>
    <message>
        <source>Making the set with bgsage…</source>
        <translation>Inatengeneza seti kwa bgsage…</translation>
    </message>
    <message>
        <source>no position found</source>
        <translation>hakuna nafasi iliyopatikana</translation>
    </message>
    <message>
        <source>No drill could be made ({reason}).</source>
        <translation>Zoezi halikuweza kutengenezwa ({reason}).</translation>
    </message>
    <message>
        <source>{kind}: {n} of {total} answered, {best} best, equity given up {loss}.</source>
        <translation>{kind}: {n} kati ya {total} zimejibiwa, {best} bora, thamani iliyopotea {loss}.</translation>
    </message>
    <message>
        <source>Your play: {d1}-{d2}</source>
        <translation>Hatua yako: {d1}-{d2}</translation>
    </message>
    <message>
        <source>Position {n}: play {d1}-{d2}, then pick up the dice.</source>
        <translation>Nafasi {n}: cheza {d1}-{d2}, kisha uokote dadu.</translation>
    </message>
    <message>
        <source>Double or roll?</source>
        <translation>Maradufu au kurusha?</translation>
    </message>
    <message>
        <source>Position {n}: you are on roll, the cube in the middle (money play). The proper cube action?</source>
        <translation>Nafasi {n}: ni zamu yako kurusha, mchemraba uko katikati (kipindi cha pesa). Hatua sahihi ya mchemraba ni ipi?</translation>
    </message>
    <message>
        <source>Take or pass?</source>
        <translation>Kubali au kataa?</translation>
    </message>
    <message>
        <source>Position {n}: your opponent doubles (money play). Take or pass?</source>
        <translation>Nafasi {n}: mpinzani wako anaongeza maradufu (kipindi cha pesa). Kubali au kataa?</translation>
    </message>
    <message>
        <source>Your answer and the best one.</source>
        <translation>Jibu lako na lililo bora.</translation>
    </message>
    <message>
        <source>{answer}: the best answer.</source>
        <translation>{answer}: jibu bora.</translation>
    </message>
    <message>
        <source>{answer}: {words}, it gives up {loss}. Best: {best}.</source>
        <translation>{answer}: {words}, inapoteza {loss}. Bora: {best}.</translation>
    </message>
    <message>
        <source>Set finished: {best} of {n} best, equity given up {loss}. Press New set for another.</source>
        <translation>Seti imekwisha: {best} kati ya {n} bora, thamani iliyopotea {loss}. Bonyeza Seti mpya kwa nyingine.</translation>
    </message>
</context>
<context>
    <name>EndEveningDialog</name>
    <message>
        <source>End the evening</source>
        <translation>Maliza jioni</translation>
    </message>
    <message>
        <source>End this chouette?</source>
        <translation>Maliza chouette hii?</translation>
    </message>
    <message>
        <source>The chouette is kept in the archive with every game and the ledger; its summary can be copied or saved, and its games replayed (Game &gt; Past chouettes).</source>
        <translation>Chouette inawekwa kwenye hifadhi pamoja na kila mchezo na hesabu; muhtasari wake unaweza kunakiliwa au kuhifadhiwa, na michezo yake kurudiwa (Mchezo &gt; Chouette zilizopita).</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Endelea kucheza</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <source>Replay this game</source>
        <extracomment>Asks for the file to save to: (parent, caption, start name, filter) -&gt; (path, filter).</extracomment>
        <translation>Rudia mchezo huu</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Nakili</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Hifadhi…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>The summary is on the clipboard.</source>
        <translation>Muhtasari uko kwenye ubao wa kunakili.</translation>
    </message>
    <message>
        <source>Save the summary</source>
        <translation>Hifadhi muhtasari</translation>
    </message>
    <message>
        <source>chouette.txt</source>
        <translation>chouette.txt</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Maandishi (*.txt)</translation>
    </message>
    <message>
        <source>The summary could not be saved: {reason}.</source>
        <translation>Muhtasari haukuweza kuhifadhiwa: {reason}.</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Imehifadhiwa katika {path}.</translation>
    </message>
</context>
<context>
    <name>FairCheck</name>
    <message>
        <source>a tied opening roll</source>
        <translation>urushaji wa kuanza uliolingana</translation>
    </message>
    <message>
        <source>The dice do not follow from what was committed. The first roll that does not: game {game}, roll {k} of that game ({who}; roll {n} of the match). The record shows {shown}, but the seed and the players&apos; parts give {expected}.</source>
        <translation>Dadu hazitokani na kile kilichoahidiwa. Urushaji wa kwanza usiotokana: mchezo {game}, urushaji {k} wa mchezo huo ({who}; urushaji {n} wa mechi). Rekodi inaonyesha {shown}, lakini mbegu na sehemu za wachezaji zinatoa {expected}.</translation>
    </message>
    <message>
        <source>These dice were not fair dice with a commitment, so there is nothing to check.</source>
        <translation>Dadu hizi hazikuwa dadu za haki zenye ahadi, kwa hivyo hakuna cha kukagua.</translation>
    </message>
    <message>
        <source>The fair dice of this match could not be restored after a restart, and it went on with ordinary dice, so it can no longer be verified.</source>
        <translation>Dadu za haki za mechi hii hazikuweza kurejeshwa baada ya kuanzisha upya, na mechi iliendelea kwa dadu za kawaida, kwa hivyo haiwezi tena kukaguliwa.</translation>
    </message>
    <message>
        <source>The record carries no valid commitment (64 hex digits).</source>
        <translation>Rekodi haina ahadi halali (tarakimu 64 za heksadesimali).</translation>
    </message>
    <message>
        <source>The record carries two different commitments.</source>
        <translation>Rekodi ina ahadi mbili tofauti.</translation>
    </message>
    <message>
        <source>The seed has not been revealed yet: it is shown when the match is over.</source>
        <translation>Mbegu bado haijafichuliwa: inaonyeshwa mechi ikiisha.</translation>
    </message>
    <message>
        <source>The revealed seed cannot be used.</source>
        <translation>Mbegu iliyofichuliwa haiwezi kutumika.</translation>
    </message>
    <message>
        <source>The seed does not give the commitment shown before the first roll: the seed or the commitment has been changed.</source>
        <translation>Mbegu haitoi ahadi iliyoonyeshwa kabla ya urushaji wa kwanza: mbegu au ahadi imebadilishwa.</translation>
    </message>
    <message>
        <source>The record does not start at the first roll of its seed, so its dice cannot be verified.</source>
        <translation>Rekodi haianzi kwenye urushaji wa kwanza wa mbegu yake, kwa hivyo dadu zake haziwezi kukaguliwa.</translation>
    </message>
    <message>
        <source>The players&apos; parts in the record cannot be used: they do not match their hashes.</source>
        <translation>Sehemu za wachezaji katika rekodi haziwezi kutumika: hazilingani na hashi zao.</translation>
    </message>
    <message>
        <source>The record holds more rolls than any match can.</source>
        <translation>Rekodi ina urushaji mwingi kuliko mechi yoyote inavyoweza kuwa nao.</translation>
    </message>
    <message>
        <source>The dice could not be verified.</source>
        <translation>Dadu hazikuweza kukaguliwa.</translation>
    </message>
    <message>
        <source>The saved match was changed after bgdesk saved it: its roll counter says {saved}, but its record holds {n} rolls. That counter is not used: the next roll is roll {next} of the seed, as the record says, and the {n} rolls so far follow from the commitment and the players&apos; parts.</source>
        <translation>Mechi iliyohifadhiwa ilibadilishwa baada ya bgdesk kuihifadhi: kihesabu chake cha urushaji kinasema {saved}, lakini rekodi yake ina urushaji {n}. Kihesabu hicho hakitumiki: urushaji unaofuata ni urushaji {next} wa mbegu, kama rekodi inavyosema, na urushaji {n} hadi sasa unatokana na ahadi na sehemu za wachezaji.</translation>
    </message>
    <message>
        <source>Dice verified: the revealed seed gives the commitment, and all {n} rolls follow from it and the players&apos; parts.</source>
        <translation>Dadu zimekaguliwa: mbegu iliyofichuliwa inatoa ahadi, na urushaji wote {n} unatokana nayo na sehemu za wachezaji.</translation>
    </message>
    <message>
        <source>Fair dice checked: the {n} rolls so far follow from the committed seed and the players&apos; parts.</source>
        <translation>Dadu za haki zimekaguliwa: urushaji {n} hadi sasa unatokana na mbegu iliyoahidiwa na sehemu za wachezaji.</translation>
    </message>
</context>
<context>
    <name>FairDiceHelp</name>
    <message>
        <source>Fair dice</source>
        <translation>Dadu za haki</translation>
    </message>
    <message>
        <source>&amp;Fair dice</source>
        <translation>Dadu za &amp;haki</translation>
    </message>
    <message>
        <source>What the fair dice promise, who is protected against whom, and how to check a match by hand</source>
        <translation>Dadu za haki zinaahidi nini, nani analindwa dhidi ya nani, na jinsi ya kukagua mechi kwa mkono</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>Best</source>
        <extracomment>GNU Backgammon&apos;s marks after a move in its game record: doubtful ?!, bad ?, very bad ??.</extracomment>
        <translation>Bora</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Nzuri</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Ya mashaka</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Mbaya</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Mbaya sana</translation>
    </message>
    <message>
        <source>Your play {play}: the best.</source>
        <extracomment>A judgement is on the board: (the person&apos;s seat, &quot;play&quot; / &quot;double&quot; / &quot;take&quot;, class, loss).</extracomment>
        <translation>Hatua yako {play}: bora.</translation>
    </message>
    <message>
        <source>Your play {play}: {words}, it gives up {loss}. Best: {best} (dashed).</source>
        <translation>Hatua yako {play}: {words}, inapoteza {loss}. Bora: {best} (kwa vipande).</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Maradufu</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Hakuna maradufu</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Kubali</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Kataa</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>mchezo mmoja</translation>
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
        <translation>Kujitoa kwa {what} kulikuwa sahihi: kuendelea kucheza kuna thamani ya {value}.</translation>
    </message>
    <message>
        <source>Resign: right</source>
        <translation>Kujitoa: sahihi</translation>
    </message>
    <message>
        <source>Resigning {what} gives up {loss} against playing on: you still win {win} of the time, save the gammon {saved} and lose a backgammon {bg}.</source>
        <translation>Kujitoa kwa {what} kunapoteza {loss} ukilinganisha na kuendelea kucheza: bado unashinda {win} ya michezo, unaepuka gammon {saved} na unapoteza kwa backgammon {bg}.</translation>
    </message>
    <message>
        <source>Resign: {loss}</source>
        <translation>Kujitoa: {loss}</translation>
    </message>
    <message>
        <source>Your opponent should refuse it: playing on is worth more to them.</source>
        <translation>Mpinzani wako anapaswa kukataa: kuendelea kucheza kuna thamani zaidi kwake.</translation>
    </message>
    <message>
        <source>{action}: right</source>
        <translation>{action}: sahihi</translation>
    </message>
    <message>
        <source>{action} was {words}: {loss}</source>
        <translation>{action} ilikuwa {words}: {loss}</translation>
    </message>
    <message>
        <source>There is no move to show again.</source>
        <translation>Hakuna hatua ya kuonyesha tena.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>a single game</source>
        <translation>mchezo wa kawaida</translation>
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
        <translation>mchezo wa kawaida</translation>
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
            <numerusform>alama %n</numerusform>
            <numerusform>alama %n</numerusform>
        </translation>
    </message>
    <message>
        <source>New match to {n}: {a} against {b}. Roll for the opening.</source>
        <translation>Mechi mpya ya alama {n}: {a} dhidi ya {b}. Rusheni urushaji wa kuanza.</translation>
    </message>
    <message>
        <source>New money session: {a} against {b}. Roll for the opening.</source>
        <translation>Kipindi kipya cha pesa: {a} dhidi ya {b}. Rusheni urushaji wa kuanza.</translation>
    </message>
    <message>
        <source>Resumed: {score}.</source>
        <translation>Imeendelezwa: {score}.</translation>
    </message>
    <message>
        <source>{name} is a computer player: wait for its decision.</source>
        <translation>{name} ni mchezaji wa kompyuta: subiri uamuzi wake.</translation>
    </message>
    <message>
        <source>This game is played without the doubling cube.</source>
        <translation>Mchezo huu unachezwa bila mchemraba wa dau.</translation>
    </message>
    <message>
        <source>Nobody may double before the opening roll.</source>
        <translation>Hakuna anayeweza kuongeza maradufu kabla ya urushaji wa kuanza.</translation>
    </message>
    <message>
        <source>{name} has rolled: a double is offered only before rolling.</source>
        <translation>{name} amesharusha dadu: maradufu hutolewa kabla ya kurusha tu.</translation>
    </message>
    <message>
        <source>{owner} owns the cube: only {owner} may double it.</source>
        <translation>{owner} anamiliki mchemraba: ni {owner} tu anayeweza kuuongeza maradufu.</translation>
    </message>
    <message>
        <source>The cube is at {v}, its highest: no more doubling.</source>
        <translation>Mchemraba uko kwenye {v}, kiwango chake cha juu: hakuna maradufu tena.</translation>
    </message>
    <message>
        <source>Doubling is not possible now.</source>
        <translation>Haiwezekani kuongeza maradufu sasa.</translation>
    </message>
    <message>
        <source>{name} doubles to {v}. {other}: take or pass?</source>
        <translation>{name} anaongeza maradufu hadi {v}. {other}: kubali au kataa?</translation>
    </message>
    <message>
        <source>{name} takes; the cube is at {v}. {next} to roll.</source>
        <translation>{name} anakubali; mchemraba uko {v}. {next} arushe.</translation>
    </message>
    <message>
        <source>{name} beavers; the cube is at {v}.</source>
        <translation>{name} anafanya beaver; mchemraba uko {v}.</translation>
    </message>
    <message>
        <source>Resigning is not possible now.</source>
        <translation>Haiwezekani kujitoa sasa.</translation>
    </message>
    <message>
        <source>{name} offers to resign {what} ({points}). {other}: accept or decline?</source>
        <translation>{name} anapendekeza kujitoa kwa {what} ({points}). {other}: kubali au kataa?</translation>
    </message>
    <message>
        <source>Resignation declined: play goes on.</source>
        <translation>Kujitoa kumekataliwa: mchezo unaendelea.</translation>
    </message>
    <message>
        <source>Take-backs are for practice against a computer player.</source>
        <translation>Kurudisha hatua ni kwa mazoezi dhidi ya mchezaji wa kompyuta.</translation>
    </message>
    <message>
        <source>The match is over and stays so: nothing can be taken back. To play on from a moment of it, use Play from here in its replay: that starts a new match with new dice.</source>
        <translation>Mechi imekwisha na itabaki hivyo: hakuna kinachoweza kurudishwa. Kuendelea kucheza kutoka wakati fulani wake, tumia Cheza kuanzia hapa katika marudio yake: hiyo huanzisha mechi mpya yenye dadu mpya.</translation>
    </message>
    <message>
        <source>The dice seed of this match is revealed, so every roll to come is known: nothing can be taken back.</source>
        <translation>Mbegu ya dadu ya mechi hii imefichuliwa, kwa hiyo kila urushaji ujao unajulikana: hakuna kinachoweza kurudishwa.</translation>
    </message>
    <message>
        <source>There is no play of yours to take back in this game.</source>
        <translation>Hakuna hatua yako ya kurudisha katika mchezo huu.</translation>
    </message>
    <message>
        <source>{name} takes back {play}: play {d1}-{d2} again.</source>
        <translation>{name} anarudisha {play}: cheza {d1}-{d2} tena.</translation>
    </message>
    <message>
        <source>The current game is not over yet.</source>
        <translation>Mchezo wa sasa bado haujaisha.</translation>
    </message>
    <message>
        <source>The match is over. Start a new match.</source>
        <translation>Mechi imekwisha. Anza mechi mpya.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>Hakuna maradufu katika mchezo wa Crawford.</translation>
    </message>
    <message>
        <source>Game {n} is the Crawford game: no doubling. Roll for the opening.</source>
        <translation>Mchezo {n} ni mchezo wa Crawford: hakuna maradufu. Rusheni urushaji wa kuanza.</translation>
    </message>
    <message>
        <source>Game {n}. Roll for the opening.</source>
        <translation>Mchezo {n}. Rusheni urushaji wa kuanza.</translation>
    </message>
    <message>
        <source>{loser} passes: {winner} wins {points}.</source>
        <translation>{loser} anakataa: {winner} anashinda {points}.</translation>
    </message>
    <message>
        <source>{loser} resigns {what}: {winner} wins {points}.</source>
        <translation>{loser} anajitoa kwa {what}: {winner} anashinda {points}.</translation>
    </message>
    <message>
        <source>{winner} wins {what}: {points}.</source>
        <translation>{winner} anashinda {what}: {points}.</translation>
    </message>
    <message>
        <source>{a} {sa}, {b} {sb} (match to {n})</source>
        <translation>{a} {sa}, {b} {sb} (mechi ya alama {n})</translation>
    </message>
    <message>
        <source>{result} Score: {score}.</source>
        <translation>{result} Alama: {score}.</translation>
    </message>
    <message>
        <source>{name} wins the match {s}-{t}!</source>
        <translation>{name} ameshinda mechi {s}-{t}!</translation>
    </message>
    <message>
        <source>Next game is the Crawford game.</source>
        <translation>Mchezo unaofuata ni mchezo wa Crawford.</translation>
    </message>
    <message>
        <source>Click here or press Roll for the next game.</source>
        <translation>Bofya hapa au bonyeza Rusha kwa mchezo unaofuata.</translation>
    </message>
    <message>
        <source>Start a new match (Game &gt; New match).</source>
        <translation>Anza mechi mpya (Mchezo &gt; Mechi mpya).</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (kompyuta) inafikiri…</translation>
    </message>
    <message>
        <source>Opening roll: click the dice area or press Roll</source>
        <translation>Urushaji wa kuanza: bofya eneo la dadu au bonyeza Rusha</translation>
    </message>
    <message>
        <source>{name}: roll or double</source>
        <translation>{name}: rusha au ongeza maradufu</translation>
    </message>
    <message>
        <source>{name}: roll</source>
        <translation>{name}: rusha</translation>
    </message>
    <message>
        <source>{name}: pick up the dice</source>
        <translation>{name}: okota dadu</translation>
    </message>
    <message>
        <source>{name} to play {dice}</source>
        <translation>{name} acheze {dice}</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: kubali au kataa?</translation>
    </message>
    <message>
        <source>{name}: accept or decline?</source>
        <translation>{name}: kubali au kataa?</translation>
    </message>
    <message>
        <source>Start a new match first.</source>
        <translation>Anza mechi mpya kwanza.</translation>
    </message>
    <message>
        <source>{name} must play the roll first.</source>
        <translation>{name} lazima acheze urushaji kwanza.</translation>
    </message>
    <message>
        <source>{name} must take or pass first.</source>
        <translation>{name} lazima akubali au akatae kwanza.</translation>
    </message>
    <message>
        <source>{name} must answer the resignation first.</source>
        <translation>{name} lazima ajibu pendekezo la kujitoa kwanza.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Mchezo umekwisha.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Rusha dadu kwanza.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Si sasa.</translation>
    </message>
    <message>
        <source>Game {n}: {a} {sa}, {b} {sb}</source>
        <translation>Mchezo {n}: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source> (Crawford)</source>
        <translation> (Crawford)</translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}</source>
        <translation>Urushaji wa kuanza: {a} {da}, {b} {db}</translation>
    </message>
    <message>
        <source> (tie)</source>
        <translation> (sare)</translation>
    </message>
    <message>
        <source>Automatic double: cube {v}</source>
        <translation>Maradufu ya kiotomatiki: mchemraba {v}</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>hawezi kusogeza</translation>
    </message>
    <message>
        <source>{who} doubles to {v}</source>
        <translation>{who} anaongeza maradufu hadi {v}</translation>
    </message>
    <message>
        <source>{who} takes</source>
        <translation>{who} anakubali</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} anakataa</translation>
    </message>
    <message>
        <source>{who} beavers to {v}</source>
        <translation>{who} anafanya beaver hadi {v}</translation>
    </message>
    <message>
        <source>{who} offers to resign {what}</source>
        <translation>{who} anapendekeza kujitoa kwa {what}</translation>
    </message>
    <message>
        <source>{who} accepts</source>
        <translation>{who} anakubali</translation>
    </message>
    <message>
        <source>{who} declines</source>
        <translation>{who} anakataa</translation>
    </message>
    <message>
        <source>double passed</source>
        <translation>maradufu yamekataliwa</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>kujitoa</translation>
    </message>
    <message>
        <source>{name} wins {points} ({how})</source>
        <translation>{name} anashinda {points} ({how})</translation>
    </message>
    <message>
        <source>{name} wins the match {s}-{t}</source>
        <translation>{name} ameshinda mechi {s}-{t}</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Mchezaji 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Mchezaji 2</translation>
    </message>
</context>
<context>
    <name>HintWindow</name>
    <message>
        <source>Hint</source>
        <translation>Dokezo</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Thamani</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Hasara</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Kushinda</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Kushinda gammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Kushindwa gammon</translation>
    </message>
    <message>
        <source>Backgammons (win / lose)</source>
        <translation>Backgammon (shinda / shindwa)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Kitendo</translation>
    </message>
    <message>
        <source>Plays, best first</source>
        <translation>Hatua, bora kwanza</translation>
    </message>
    <message>
        <source>Cube actions, best first</source>
        <translation>Maamuzi ya mchemraba, bora kwanza</translation>
    </message>
    <message>
        <source>{name} to play {d1}-{d2}</source>
        <translation>{name} acheze {d1}-{d2}</translation>
    </message>
    <message>
        <source>(no move)</source>
        <extracomment>What the hint is about, for a rollout: (&quot;checker&quot;, position, dice, state, played board or None) or (&quot;cube&quot;, state of the player on roll); None: nothing to roll out.</extracomment>
        <translation>(hakuna hatua)</translation>
    </message>
    <message>
        <source>No legal move: the roll cannot be played.</source>
        <translation>Hakuna hatua halali: urushaji hauwezi kuchezwa.</translation>
    </message>
    <message>
        <source>Forced: there is only one legal play.</source>
        <translation>Ya lazima: kuna namna moja tu halali ya kucheza.</translation>
    </message>
    <message numerus="yes">
        <source>Equities are per point at stake, after the play, for the player to move; %n play(s) in all.</source>
        <translation>
            <numerusform>Thamani ni kwa kila alama ya dau, baada ya hatua, kwa mchezaji mwenye zamu; namna %n ya kucheza kwa jumla.</numerusform>
            <numerusform>Thamani ni kwa kila alama ya dau, baada ya hatua, kwa mchezaji mwenye zamu; namna %n za kucheza kwa jumla.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played {play}: the best play.</source>
        <translation>Umecheza {play}: hatua bora zaidi.</translation>
    </message>
    <message>
        <source>You played {play}: {loss} worse than {best}.</source>
        <translation>Umecheza {play}: {loss} mbaya kuliko {best}.</translation>
    </message>
    <message>
        <source>Chances before the roll: win {w} (gammon {wg}, backgammon {wbg}), lose {l} (gammon {lg}, backgammon {lbg}).</source>
        <translation>Nafasi kabla ya urushaji: kushinda {w} (gammon {wg}, backgammon {wbg}), kushindwa {l} (gammon {lg}, backgammon {lbg}).</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: ongeza maradufu au rusha?</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Hakuna maradufu</translation>
    </message>
    <message>
        <source>rollout {n}</source>
        <translation>uchezaji-majaribio {n}</translation>
    </message>
    <message>
        <source>rollout</source>
        <translation>uchezaji-majaribio</translation>
    </message>
    <message>
        <source>{n}-ply</source>
        <translation>ply {n}</translation>
    </message>
    <message>
        <source>Figures at 3-ply, about GNU Backgammon&apos;s 2-ply.</source>
        <translation>Takwimu katika ply 3, sawa na takriban ply 2 ya GNU Backgammon.</translation>
    </message>
    <message>
        <source>Quick figures (2-ply); the 3-ply ones follow…</source>
        <translation>Takwimu za haraka (ply 2); za ply 3 zinafuata…</translation>
    </message>
    <message>
        <source>Figures from a rollout.</source>
        <translation>Takwimu kutoka uchezaji-majaribio.</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Maradufu, kubali</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Maradufu, kataa</translation>
    </message>
    <message>
        <source>Too good to double: play on</source>
        <translation>Nzuri mno kuongeza maradufu: endelea kucheza</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Kina</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.</source>
        <translation>Uamuzi sahihi wa mchemraba: {action}.</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: kubali au kataa?</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Kubali</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Kataa</translation>
    </message>
    <message>
        <source>Proper answer to {name}&apos;s double: {answer}.</source>
        <translation>Jibu sahihi kwa maradufu ya {name}: {answer}.</translation>
    </message>
    <message>
        <source>A close decision at 3-ply: settling it by a rollout…</source>
        <translation>Uamuzi ulio karibu katika ply 3: unaamuliwa kwa uchezaji-majaribio…</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>bgdesk could not lock its home folder ({reason}), so it cannot tell whether another bgdesk uses it too.</source>
        <extracomment>How long a thread may keep Python&apos;s interpreter lock while the GUI thread waits for it (seconds). Python&apos;s default, 5 ms, lets a computer player&apos;s thread (or the session writer&apos;s) hold the event loop up for several intervals in a row: a timer due every 2 ms ran up to 86 ms late while a bot thought, 21 ms with 1 ms (tests/benchmarks/bench_autosave.py&apos;s figures). when bgsage&apos;s first helper process is started, after the board&apos;s first paint</extracomment>
        <translation>bgdesk haikuweza kufunga folda yake ya nyumbani ({reason}), kwa hiyo haiwezi kujua kama bgdesk nyingine inaitumia pia.</translation>
    </message>
    <message>
        <source>bgdesk was started again: this is its window.</source>
        <extracomment>Exit status of a second start that could not hand its work to the running bgdesk.</extracomment>
        <translation>bgdesk ilianzishwa tena: hili ndilo dirisha lake.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}): {name} is handed to it, to open in its window.</source>
        <translation>bgdesk tayari inaendeshwa na folda hii ya nyumbani (mchakato {pid}): {name} imekabidhiwa kwake, ifunguliwe katika dirisha lake.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}): its window is brought forward.</source>
        <translation>bgdesk tayari inaendeshwa na folda hii ya nyumbani (mchakato {pid}): dirisha lake limeletwa mbele.</translation>
    </message>
    <message>
        <source>bgdesk is already running with this home folder (process {pid}) and does not answer. This start changes nothing and ends; use the window that is open, or end that process and start bgdesk again.</source>
        <translation>bgdesk tayari inaendeshwa na folda hii ya nyumbani (mchakato {pid}) na haijibu. Uanzishaji huu haubadilishi chochote na unaisha; tumia dirisha lililo wazi, au maliza mchakato huo na uanzishe bgdesk tena.</translation>
    </message>
    <message>
        <source>{name} was not opened.</source>
        <translation>{name} haikufunguliwa.</translation>
    </message>
</context>
<context>
    <name>Interop</name>
    <message>
        <source>it could not be read ({kind})</source>
        <translation>haikuweza kusomwa ({kind})</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Faili</translation>
    </message>
    <message>
        <source>&amp;Export match (.mat)…</source>
        <translation>&amp;Hamisha mechi (.mat)…</translation>
    </message>
    <message>
        <source>Save this match or money session as a .mat file (GNU Backgammon, eXtreme Gammon)</source>
        <translation>Hifadhi mechi hii au kipindi hiki cha pesa kama faili ya .mat (GNU Backgammon, eXtreme Gammon)</translation>
    </message>
    <message>
        <source>&amp;Replay this match</source>
        <translation>&amp;Rudia mechi hii</translation>
    </message>
    <message>
        <source>Step through every move of the match being played</source>
        <translation>Pitia kila hatua ya mechi inayochezwa</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Hariri</translation>
    </message>
    <message>
        <source>&amp;Copy position (XGID and GNUbg ID)</source>
        <translation>&amp;Nakili hali ya ubao (XGID na GNUbg ID)</translation>
    </message>
    <message>
        <source>Copy the position and match state for GNU Backgammon or eXtreme Gammon</source>
        <translation>Nakili hali ya ubao na ya mechi kwa GNU Backgammon au eXtreme Gammon</translation>
    </message>
    <message>
        <source>Copy &amp;XGID</source>
        <translation>Nakili &amp;XGID</translation>
    </message>
    <message>
        <source>Copy the XGID of the position</source>
        <translation>Nakili XGID ya hali ya ubao</translation>
    </message>
    <message>
        <source>Copy &amp;GNUbg ID</source>
        <translation>Nakili &amp;GNUbg ID</translation>
    </message>
    <message>
        <source>Copy the Position ID and Match ID</source>
        <translation>Nakili Position ID na Match ID</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Bandika hali ya ubao</translation>
    </message>
    <message>
        <source>Set up the position from an XGID, GNUbg ID or Position ID and play on</source>
        <translation>Andaa hali ya ubao kutoka XGID, GNUbg ID au Position ID na uendelee kucheza</translation>
    </message>
    <message>
        <source>&amp;Edit position…</source>
        <translation>Hariri hali ya &amp;ubao…</translation>
    </message>
    <message>
        <source>Set up any position, cube, score and dice</source>
        <translation>Andaa hali yoyote ya ubao, mchemraba, alama na dadu</translation>
    </message>
    <message>
        <source>Dice &amp;fairness…</source>
        <translation>&amp;Uadilifu wa dadu…</translation>
    </message>
    <message>
        <source>The commitment to this match&apos;s dice, the seed after the match, and a check of every roll</source>
        <translation>Ahadi ya dadu za mechi hii, mbegu baada ya mechi, na ukaguzi wa kila urushaji</translation>
    </message>
    <message>
        <source>&amp;Dice statistics…</source>
        <translation>&amp;Takwimu za dadu…</translation>
    </message>
    <message>
        <source>Each player&apos;s rolls against fair dice</source>
        <translation>Urushaji wa kila mchezaji ukilinganishwa na dadu za haki</translation>
    </message>
    <message>
        <source>&amp;Archive…</source>
        <translation>&amp;Hifadhi…</translation>
    </message>
    <message>
        <source>Every finished or abandoned match: open, export or delete it</source>
        <translation>Kila mechi iliyokwisha au kuachwa: ifungue, ihamishe au ifute</translation>
    </message>
    <message>
        <source>Copy the commitment</source>
        <translation>Nakili ahadi</translation>
    </message>
    <message>
        <source>Copy &amp;move list</source>
        <translation>Nakili orodha ya &amp;hatua</translation>
    </message>
    <message>
        <source>Copy every game&apos;s moves as text</source>
        <translation>Nakili hatua za kila mchezo kama maandishi</translation>
    </message>
    <message>
        <source>Copy moves</source>
        <translation>Nakili hatua</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Marudio</translation>
    </message>
    <message>
        <source>Step through every move of this match</source>
        <translation>Pitia kila hatua ya mechi hii</translation>
    </message>
    <message>
        <source>Fair dice</source>
        <translation>Dadu za haki</translation>
    </message>
    <message>
        <source>Fair dice lost: not verifiable</source>
        <translation>Dadu za haki zimepotea: haiwezi kukaguliwa</translation>
    </message>
    <message>
        <source>The fair dice of this match could not be restored after a restart ({reason}); it goes on with ordinary dice and can no longer be verified. Click for details.</source>
        <translation>Dadu za haki za mechi hii hazikuweza kurejeshwa baada ya kuanza upya ({reason}); inaendelea kwa dadu za kawaida na haiwezi tena kukaguliwa. Bofya kwa maelezo.</translation>
    </message>
    <message>
        <source>Fair dice: the check failed</source>
        <translation>Dadu za haki: ukaguzi umeshindwa</translation>
    </message>
    <message>
        <source>Dice verified: all {n} rolls</source>
        <translation>Dadu zimekaguliwa: urushaji wote {n}</translation>
    </message>
    <message>
        <source>Click to see the seed and check again.</source>
        <translation>Bofya kuona mbegu na kukagua tena.</translation>
    </message>
    <message>
        <source>Dice seed revealed: verify</source>
        <translation>Mbegu ya dadu imefichuliwa: kagua</translation>
    </message>
    <message>
        <source>The match is over and its dice seed is revealed. Click to check every roll against the commitment.</source>
        <translation>Mechi imekwisha na mbegu ya dadu zake imefichuliwa. Bofya ukague kila urushaji dhidi ya ahadi.</translation>
    </message>
    <message>
        <source>Fair dice: every roll of this match follows from a secret seed whose SHA-256 hash is {hash}, and from the players&apos; parts. The seed is revealed when the match is over. Click for details.</source>
        <translation>Dadu za haki: kila urushaji wa mechi hii unatokana na mbegu ya siri ambayo hashi yake ya SHA-256 ni {hash}, na sehemu za wachezaji. Mbegu hufichuliwa mechi ikiisha. Bofya kwa maelezo.</translation>
    </message>
    <message>
        <source>Dice entered by hand</source>
        <translation>Dadu zinazoingizwa kwa mkono</translation>
    </message>
    <message>
        <source>You enter every roll (Settings &gt; Play &gt; Dice).</source>
        <translation>Wewe unaingiza kila urushaji (Mipangilio &gt; Uchezaji &gt; Dadu).</translation>
    </message>
    <message>
        <source>Seeded dice</source>
        <translation>Dadu za mbegu</translation>
    </message>
    <message>
        <source>Pseudo-random dice from a seed, without a commitment.</source>
        <translation>Dadu za bahati nasibu bandia kutoka mbegu, bila ahadi.</translation>
    </message>
    <message>
        <source>there is no game to copy</source>
        <translation>hakuna mchezo wa kunakili</translation>
    </message>
    <message>
        <source>Copying a position is for matches; leave the chouette first.</source>
        <translation>Kunakili hali ya ubao ni kwa mechi; ondoka kwenye chouette kwanza.</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Nakili hali ya ubao</translation>
    </message>
    <message>
        <source>Nothing was copied. {reason}</source>
        <translation>Hakuna kilichonakiliwa. {reason}</translation>
    </message>
    <message>
        <source>Copied {text}</source>
        <translation>Imenakiliwa {text}</translation>
    </message>
    <message>
        <source>Pasting a position is for matches; leave the chouette first.</source>
        <translation>Kubandika hali ya ubao ni kwa mechi; ondoka kwenye chouette kwanza.</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Bandika hali ya ubao</translation>
    </message>
    <message>
        <source>The clipboard holds no text: copy an XGID or a GNUbg ID first. Nothing was changed.</source>
        <translation>Ubao wa kunakili hauna maandishi: nakili XGID au GNUbg ID kwanza. Hakuna kilichobadilishwa.</translation>
    </message>
    <message>
        <source>Pasted positions</source>
        <translation>Hali za ubao zilizobandikwa</translation>
    </message>
    <message numerus="yes">
        <source>%n positions pasted. Step through them with Page Up and Page Down; Play from here plays on from one.</source>
        <translation>
            <numerusform>Hali %n ya ubao imebandikwa. Zipitie kwa Page Up na Page Down; Cheza kutoka hapa inaendelea kucheza kutoka moja wapo.</numerusform>
            <numerusform>Hali %n za ubao zimebandikwa. Zipitie kwa Page Up na Page Down; Cheza kutoka hapa inaendelea kucheza kutoka moja wapo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pasted text</source>
        <translation>Maandishi yaliyobandikwa</translation>
    </message>
    <message>
        <source>{reason} Nothing was changed.</source>
        <translation>{reason} Hakuna kilichobadilishwa.</translation>
    </message>
    <message>
        <source>Position set up from the pasted text: {where}. Play on from here.</source>
        <translation>Hali ya ubao imeandaliwa kutoka maandishi yaliyobandikwa: {where}. Endelea kucheza kutoka hapa.</translation>
    </message>
    <message>
        <source>match to {n}, {a} {sa}, {b} {sb}</source>
        <translation>mechi ya alama {n}, {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>money play</source>
        <translation>mchezo wa pesa</translation>
    </message>
    <message>
        <source>{name} on roll</source>
        <translation>zamu ya {name}</translation>
    </message>
    <message>
        <source>The match goes on; nothing was changed.</source>
        <translation>Mechi inaendelea; hakuna kilichobadilishwa.</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Andaa hali ya ubao</translation>
    </message>
    <message>
        <source>This cannot be played. {reason} Nothing was changed.</source>
        <translation>Hii haiwezi kuchezwa. {reason} Hakuna kilichobadilishwa.</translation>
    </message>
    <message>
        <source>The position editor is for matches; leave the chouette first.</source>
        <translation>Kihariri cha hali ya ubao ni kwa mechi; ondoka kwenye chouette kwanza.</translation>
    </message>
    <message>
        <source>Position set up: {where}. Play on from here.</source>
        <translation>Hali ya ubao imeandaliwa: {where}. Endelea kucheza kutoka hapa.</translation>
    </message>
    <message>
        <source>The move list is on the clipboard.</source>
        <translation>Orodha ya hatua iko kwenye ubao wa kunakili.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Hamisha</translation>
    </message>
    <message>
        <source>Open match or positions</source>
        <translation>Fungua mechi au hali za ubao</translation>
    </message>
    <message>
        <source>Matches and positions (*.mat *.txt *.sgf *.xg *.xgp);;All files (*)</source>
        <translation>Mechi na hali za ubao (*.mat *.txt *.sgf *.xg *.xgp);;Faili zote (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were dropped; the first {max} are opened.</source>
        <extracomment>At most this many files dropped at once are opened.</extracomment>
        <translation>
            <numerusform>Faili %n imedondoshwa; {max} za kwanza zinafunguliwa.</numerusform>
            <numerusform>Faili %n zimedondoshwa; {max} za kwanza zinafunguliwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>No files opened yet</source>
        <translation>Bado hakuna faili zilizofunguliwa</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Futa orodha</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Fungua za hivi karibuni</translation>
    </message>
    <message>
        <source>{path} is not opened: {reason}. It is taken off the list.</source>
        <translation>{path} haifunguliwi: {reason}. Imeondolewa kwenye orodha.</translation>
    </message>
    <message>
        <source>{path} is no longer there; it is taken off the list.</source>
        <translation>{path} haipo tena; inaondolewa kwenye orodha.</translation>
    </message>
    <message>
        <source>The list of recent files is empty.</source>
        <translation>Orodha ya faili za hivi karibuni ni tupu.</translation>
    </message>
    <message>
        <source>Positions: {name}</source>
        <translation>Hali za ubao: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n position(s) read. Step through them with Page Up and Page Down; Play from here plays on from one.</source>
        <translation>
            <numerusform>{name}: hali %n ya ubao imesomwa. Zipitie kwa Page Up na Page Down; Cheza kutoka hapa inaendelea kucheza kutoka moja wapo.</numerusform>
            <numerusform>{name}: hali %n za ubao zimesomwa. Zipitie kwa Page Up na Page Down; Cheza kutoka hapa inaendelea kucheza kutoka moja wapo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis from the file: {title}</source>
        <translation>Uchambuzi kutoka kwenye faili: {title}</translation>
    </message>
    <message>
        <source>{program} ({level}): no double {nd}, double/take {dt}, double/pass {dp}.</source>
        <translation>{program} ({level}): hakuna maradufu {nd}, maradufu/kubali {dt}, maradufu/kataa {dp}.</translation>
    </message>
    <message>
        <source>{program} ({level}):</source>
        <translation>{program} ({level}):</translation>
    </message>
    <message>
        <source>Playing on from a position is for matches; leave the chouette first.</source>
        <translation>Kuendelea kucheza kutoka nafasi ni kwa ajili ya mechi; toka kwenye chouette kwanza.</translation>
    </message>
    <message>
        <source>This match cannot be written as a .mat file. {reason}</source>
        <translation>Mechi hii haiwezi kuandikwa kama faili ya .mat. {reason}</translation>
    </message>
    <message>
        <source>Export match</source>
        <translation>Hamisha mechi</translation>
    </message>
    <message>
        <source>Match files (*.mat);;All files (*)</source>
        <translation>Faili za mechi (*.mat);;Faili zote (*)</translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}.</source>
        <translation>{path} haikuweza kuandikwa: {reason}.</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Imehamishwa hadi {path}.</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Inasoma {name}…</translation>
    </message>
    <message>
        <source>{name} could not be imported. {reason} Nothing was changed.</source>
        <translation>{name} haikuweza kuletwa. {reason} Hakuna kilichobadilishwa.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Leta</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file: bgdesk opens only ordinary files, so it was not opened</source>
        <extracomment>Hex digits of the dice commitment the status bar keeps when the whole one would crowd out the game&apos;s message (a narrow window); the whole hash is in its tooltip and the fairness window, and a right click copies it. The whole commitment is on the status bar while its button takes at most this share of the window&apos;s width.</extracomment>
        <translation>ni bomba lenye jina (FIFO), si faili: bgdesk hufungua faili za kawaida tu, kwa hiyo haikufunguliwa</translation>
    </message>
    <message>
        <source>it is a device, not a file: bgdesk opens only ordinary files, so it was not opened</source>
        <translation>ni kifaa, si faili: bgdesk hufungua faili za kawaida tu, kwa hiyo haikufunguliwa</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>ni folda, si faili</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>hakuna faili kama hiyo</translation>
    </message>
    <message>
        <source>it is not an ordinary file, so it was not opened</source>
        <translation>si faili ya kawaida, kwa hiyo haikufunguliwa</translation>
    </message>
    <message>
        <source>This match cannot be written as an .sgf file. {reason}</source>
        <translation>Mechi hii haiwezi kuandikwa kama faili ya .sgf. {reason}</translation>
    </message>
    <message>
        <source>GNU Backgammon files (*.sgf);;All files (*)</source>
        <translation>Faili za GNU Backgammon (*.sgf);;Faili zote (*)</translation>
    </message>
    <message>
        <source>Export match for &amp;GNU Backgammon (.sgf)…</source>
        <translation>Hamisha mechi kwa &amp;GNU Backgammon (.sgf)…</translation>
    </message>
    <message>
        <source>Save this match or money session as GNU Backgammon&apos;s own file</source>
        <translation>Hifadhi mechi hii au kipindi cha pesa kama faili ya GNU Backgammon yenyewe</translation>
    </message>
    <message>
        <source>&amp;Open match or positions…</source>
        <translation>&amp;Fungua mechi au hali za ubao…</translation>
    </message>
    <message>
        <source>Read a match (.mat, .sgf, .xg) or positions (.xgp, position texts) and step through them</source>
        <translation>Soma mechi (.mat, .sgf, .xg) au hali za ubao (.xgp, maandishi ya hali za ubao) na uzipitie</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fungua za hivi &amp;karibuni</translation>
    </message>
    <message>
        <source>Dice commitment {hash}</source>
        <translation>Ahadi ya dadu {hash}</translation>
    </message>
    <message>
        <source>the file is {size:.1f} MB, and at most {limit} MB are read</source>
        <translation>faili ni MB {size:.1f}, na MB {limit} tu ndizo zinazosomwa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Reading {name} was stopped. Nothing was changed.</source>
        <translation>Kusoma {name} kulisimamishwa. Hakuna kilichobadilishwa.</translation>
    </message>
    <message>
        <source>Replay: {name}</source>
        <translation>Marudio: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) read, with remarks about the file.</source>
        <translation>
            <numerusform>{name}: mchezo %n umesomwa, pamoja na maelezo kuhusu faili.</numerusform>
            <numerusform>{name}: michezo %n imesomwa, pamoja na maelezo kuhusu faili.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) read. Step through them with the arrow keys.</source>
        <translation>
            <numerusform>{name}: mchezo %n umesomwa. Upitie kwa vitufe vya mishale.</numerusform>
            <numerusform>{name}: michezo %n imesomwa. Ipitie kwa vitufe vya mishale.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} was read. Some of it was not as expected:</source>
        <translation>{name} imesomwa. Sehemu yake haikuwa kama ilivyotarajiwa:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… na %n zaidi.</numerusform>
            <numerusform>… na %n zaidi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Cheza kutoka hapa</translation>
    </message>
    <message>
        <source>This moment cannot be played on. {reason}</source>
        <translation>Haiwezekani kuendelea kucheza kutoka wakati huu. {reason}</translation>
    </message>
    <message>
        <source>Playing on from the replay: {where}.</source>
        <translation>Mchezo unaendelea kutoka marudio: {where}.</translation>
    </message>
    <message>
        <source>Replay: this match</source>
        <translation>Marudio: mechi hii</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Mechi hii</translation>
    </message>
    <message>
        <source>The previous match</source>
        <translation>Mechi iliyopita</translation>
    </message>
    <message>
        <source>Write the commitment down (or copy it) now; after the match, check that the revealed seed gives it.</source>
        <translation>Andika ahadi (au uinakili) sasa; baada ya mechi, kagua kwamba mbegu iliyofichuliwa inaitoa.</translation>
    </message>
    <message>
        <source>A money session has no end of its own: its seed is revealed when a new match or session replaces it.</source>
        <translation>Kipindi cha pesa hakina mwisho wake chenyewe: mbegu yake hufichuliwa mechi mpya au kipindi kipya kinapokichukua nafasi.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>A player joins</source>
        <translation>Mchezaji anajiunga</translation>
    </message>
    <message>
        <source>The newcomer takes the last place in the line, or the place the group agrees on.</source>
        <translation>Mgeni anachukua nafasi ya mwisho katika mstari, au nafasi ambayo kundi linakubaliana.</translation>
    </message>
    <message>
        <source>A game is being played: they play from the next one.</source>
        <translation>Mchezo unachezwa: atacheza kuanzia ujao.</translation>
    </message>
    <message>
        <source>Last in the line</source>
        <translation>Mwisho wa mstari</translation>
    </message>
    <message>
        <source>Captain (first in the line)</source>
        <translation>Nahodha (wa kwanza katika mstari)</translation>
    </message>
    <message>
        <source>Before {name}</source>
        <translation>Kabla ya {name}</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Jina:</translation>
    </message>
    <message>
        <source>Played by:</source>
        <translation>Anachezwa na:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Nafasi:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Jiunge</translation>
    </message>
    <message>
        <source>A chouette is for at most eight players: someone has to leave first.</source>
        <translation>Chouette ni ya wachezaji wanane zaidi: mtu lazima aondoke kwanza.</translation>
    </message>
    <message>
        <source>Give the newcomer a name.</source>
        <translation>Mpe mgeni jina.</translation>
    </message>
    <message>
        <source>The newcomer&apos;s name has {length} characters; a name has at most {most}: shorten it.</source>
        <translation>Jina la mgeni lina herufi {length}; jina linaweza kuwa na herufi {most} tu: lifupishe.</translation>
    </message>
    <message>
        <source>{name} is already playing: give the newcomer another name.</source>
        <translation>{name} tayari anacheza: mpe mgeni jina lingine.</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right, Up / Down</source>
        <translation>Kushoto / Kulia, Juu / Chini</translation>
    </message>
    <message>
        <source>Move the cursor over the checkers that may move; with a checker picked up, choose among its destinations</source>
        <translation>Sogeza kiashiria juu ya kete zinazoweza kusogea; kete ikiwa imeokotwa, chagua kati ya mahali inapoweza kwenda</translation>
    </message>
    <message>
        <source>1 … 24, B</source>
        <translation>1 … 24, B</translation>
    </message>
    <message>
        <source>Pick up the checker on that point (B: on the bar)</source>
        <translation>Okota kete iliyo kwenye pointi hiyo (B: ukingoni)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>1 … 6 (a checker picked up)</source>
        <translation>1 … 6 (kete ikiwa imeokotwa)</translation>
    </message>
    <message>
        <source>Play that die with the checker picked up</source>
        <translation>Cheza dadu hiyo kwa kete iliyookotwa</translation>
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
        <translation>Rudisha hatua ya mwisho</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Rusha dadu</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Go to the next control (with Shift, the previous one)</source>
        <translation>Nenda kwenye kidhibiti kinachofuata (pamoja na Shift, kilichotangulia)</translation>
    </message>
    <message>
        <source>T, P, B (double offered)</source>
        <translation>T, P, B (maradufu imetolewa)</translation>
    </message>
    <message>
        <source>Take, pass or beaver</source>
        <translation>Kubali, kataa au beaver</translation>
    </message>
    <message>
        <source>A, R (team double proposed)</source>
        <translation>A, R (maradufu ya timu imependekezwa)</translation>
    </message>
    <message>
        <source>Agree or refuse</source>
        <translation>Kubali au kataa</translation>
    </message>
    <message>
        <source>A, D (resignation offered)</source>
        <translation>A, D (kujitoa kumetolewa)</translation>
    </message>
    <message>
        <source>Accept or decline</source>
        <translation>Kubali au kataa</translation>
    </message>
    <message>
        <source>Enter (in the move box)</source>
        <translation>Enter (kwenye kisanduku cha hatua)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Kibodi</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Ubaoni</translation>
    </message>
    <message>
        <source>Pick up the checker under the cursor (the first time, the back checker); play it to the destination chosen; with the roll played, pick up the dice; before the roll, roll</source>
        <translation>Okota kete iliyo chini ya kiashiria (mara ya kwanza, kete ya nyuma kabisa); icheze hadi mahali palipochaguliwa; urushaji ukiisha kuchezwa, okota dadu; kabla ya urushaji, rusha dadu</translation>
    </message>
    <message>
        <source>Put the checker down again; from any other control of the window, back to the board</source>
        <translation>Iweke kete chini tena; kutoka kidhibiti kingine chochote cha dirisha, rudi ubaoni</translation>
    </message>
    <message>
        <source>Double (at once: the question before doubling is for a click on the cube)</source>
        <translation>Ongeza maradufu (mara moja: swali kabla ya kuongeza maradufu ni kwa kubofya mchemraba)</translation>
    </message>
    <message>
        <source>T, P</source>
        <translation>T, P</translation>
    </message>
    <message>
        <source>Take or pass the double offered</source>
        <translation>Kubali au kataa maradufu iliyotolewa</translation>
    </message>
    <message>
        <source>Play the move typed; in the empty box, pick up the dice once the roll is played, or roll</source>
        <translation>Cheza hatua iliyoandikwa; kisanduku kikiwa tupu, okota dadu urushaji ukiisha kuchezwa, au rusha dadu</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Rudi ubaoni</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Tab goes from the board to the move box (type a move such as 24/18 13/11, or the rest of one); Shift+Tab goes back</source>
        <translation>Tab huenda kutoka ubaoni hadi kisanduku cha hatua (andika hatua kama 24/18 13/11, au sehemu iliyobaki ya hatua); Shift+Tab hurudi</translation>
    </message>
    <message>
        <source>D, N, T, P</source>
        <translation>D, N, T, P</translation>
    </message>
    <message>
        <source>Answer the cube question: double, no double, take, pass</source>
        <translation>Jibu swali la mchemraba: maradufu, hakuna maradufu, kubali, kataa</translation>
    </message>
    <message>
        <source>The board&apos;s keys</source>
        <translation>Vitufe vya ubao</translation>
    </message>
    <message>
        <source>Play the roll asked for, as on the game&apos;s board; Enter picks up the dice</source>
        <translation>Cheza urushaji ulioulizwa, kama kwenye ubao wa mchezo; Enter huokota dadu</translation>
    </message>
    <message>
        <source>Put the checker down again; with none picked up, close the window</source>
        <translation>Iweke kete chini tena; ikiwa hakuna iliyookotwa, funga dirisha</translation>
    </message>
    <message>
        <source>Close a window or a dialog; a question that must be answered is asked again</source>
        <translation>Funga dirisha au kisanduku cha mazungumzo; swali linalopaswa kujibiwa huulizwa tena</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Press the button shown as the default one</source>
        <translation>Bonyeza kitufe kinachoonyeshwa kama chaguo-msingi</translation>
    </message>
    <message>
        <source>The menus&apos; keys</source>
        <translation>Vitufe vya menyu</translation>
    </message>
    <message>
        <source>Work in the windows opened beside the board too (analysis, hint, statistics, archive, help), except in those with a board of their own</source>
        <translation>Vinafanya kazi pia kwenye madirisha yaliyofunguliwa kando ya ubao (uchambuzi, dokezo, takwimu, hifadhi, msaada), isipokuwa yale yenye ubao wake</translation>
    </message>
    <message>
        <source>D, N (before doubling)</source>
        <translation>D, N (kabla ya kuongeza maradufu)</translation>
    </message>
    <message>
        <source>Double, or not now</source>
        <translation>Ongeza maradufu, au si sasa</translation>
    </message>
    <message>
        <source>P, K (play from a position)</source>
        <translation>P, K (kucheza kutoka hali ya ubao)</translation>
    </message>
    <message>
        <source>Play from here, or keep the match</source>
        <translation>Cheza kuanzia hapa, au endelea na mechi</translation>
    </message>
    <message>
        <source>Move box</source>
        <translation>Kisanduku cha hatua</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menyu</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Maswali</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Marudio</translation>
    </message>
    <message>
        <source>Drills and game review</source>
        <translation>Mazoezi mafupi na mapitio ya mchezo</translation>
    </message>
    <message>
        <source>Every window</source>
        <translation>Kila dirisha</translation>
    </message>
    <message>
        <source>Where the keys work</source>
        <translation>Mahali vitufe vinapofanya kazi</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Vitufe</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Vinachofanya</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <source>A player leaves</source>
        <translation>Mchezaji anaondoka</translation>
    </message>
    <message>
        <source>Whoever leaves keeps their account in the ledger, and may come back later.</source>
        <translation>Anayeondoka anabaki na hesabu yake kwenye daftari, na anaweza kurudi baadaye.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Ondoka</translation>
    </message>
    <message>
        <source>A chouette needs at least three players: end the evening instead (Chouette &gt; End the evening).</source>
        <translation>Chouette inahitaji wachezaji watatu angalau: badala yake maliza jioni (Chouette &gt; Maliza jioni).</translation>
    </message>
    <message>
        <source>{name} is in the box and cannot leave during a game: finish the game first; then the captain takes the box.</source>
        <translation>{name} yuko sandukuni na hawezi kuondoka wakati wa mchezo: malizeni mchezo kwanza; kisha nahodha anachukua sanduku.</translation>
    </message>
    <message>
        <source>Answer the double or the resignation first.</source>
        <translation>Jibuni maradufu au kujitoa kwanza.</translation>
    </message>
    <message>
        <source>{name} gives up their cube as a pass would: they pay {box} {value} now. Their account then stands at {after}.</source>
        <translation>{name} anaacha mchemraba wake kama kukataa kungefanya: anamlipa {box} {value} sasa. Kisha hesabu yake ni {after}.</translation>
    </message>
    <message>
        <source>Nothing has happened in this game yet: {name} leaves it at no cost.</source>
        <translation>Bado hakuna kilichotokea katika mchezo huu: {name} anauacha bila gharama.</translation>
    </message>
    <message>
        <source>{name} leaves the box: {captain} takes it. Their account stands at {points}.</source>
        <translation>{name} anaondoka sandukuni: {captain} analichukua. Hesabu yake ni {points}.</translation>
    </message>
    <message>
        <source>{name}&apos;s account stands at {points}.</source>
        <translation>Hesabu ya {name} ni {points}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bottom right</source>
        <translation>Chini kulia</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>Chini kushoto</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Juu kulia</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Juu kushoto</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Imezimwa</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Polepole</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Kawaida</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Haraka</translation>
    </message>
    <message>
        <source>Resign a single game</source>
        <extracomment>How many games the move list shows (the last ones; earlier games are in Copy moves and Replay).</extracomment>
        <translation>Jitoe kwa mchezo wa kawaida</translation>
    </message>
    <message>
        <source>Offer to resign a single game</source>
        <translation>Pendekeza kujitoa kwa mchezo wa kawaida</translation>
    </message>
    <message>
        <source>Resign a gammon</source>
        <translation>Jitoe kwa gammon</translation>
    </message>
    <message>
        <source>Offer to resign a gammon</source>
        <translation>Pendekeza kujitoa kwa gammon</translation>
    </message>
    <message>
        <source>Resign a backgammon</source>
        <translation>Jitoe kwa backgammon</translation>
    </message>
    <message>
        <source>Offer to resign a backgammon</source>
        <translation>Pendekeza kujitoa kwa backgammon</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>Type a move (e.g. 24/18 13/11) and press Enter:</source>
        <translation>Andika hatua (k.m. 24/18 13/11) na ubonyeze Enter:</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>Mechi &amp;mpya…</translation>
    </message>
    <message>
        <source>Start a new match or money session</source>
        <translation>Anza mechi mpya au kipindi cha pesa</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>Mchezo u&amp;naofuata</translation>
    </message>
    <message>
        <source>Start the next game</source>
        <translation>Anza mchezo unaofuata</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Rusha</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Rusha dadu</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>Ma&amp;radufu</translation>
    </message>
    <message>
        <source>Offer the doubling cube</source>
        <translation>Toa mchemraba wa dau (ongeza maradufu)</translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation>&amp;Tendua hatua</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Rudisha hatua ya mwisho</translation>
    </message>
    <message>
        <source>D&amp;one</source>
        <translation>Mali&amp;za</translation>
    </message>
    <message>
        <source>Pick up the dice: the move is final</source>
        <translation>Okota dadu: hatua imekamilika</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ondoka</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Mchezo</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>&amp;Jitoe</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Ubao</translation>
    </message>
    <message>
        <source>&amp;Home board</source>
        <translation>Ubao wa &amp;nyumbani</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Rangi</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>U&amp;huishaji</translation>
    </message>
    <message>
        <source>Show pip counts</source>
        <translation>Onyesha umbali</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Onyesha namba za pointi</translation>
    </message>
    <message>
        <source>Highlight legal destinations</source>
        <translation>Angaza mahali halali pa kwenda</translation>
    </message>
    <message>
        <source>Confirm moves by picking up the dice</source>
        <translation>Thibitisha hatua kwa kuokota dadu</translation>
    </message>
    <message>
        <source>Ask before doubling when the cube is clicked</source>
        <translation>Uliza kabla ya kuongeza dau maradufu mchemraba unapobofywa</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Cheza hatua za lazima kiotomatiki</translation>
    </message>
    <message>
        <source>Roll automatically when no double is possible</source>
        <translation>Rusha kiotomatiki pale ambapo maradufu hayawezekani</translation>
    </message>
    <message>
        <source>Point numbers follow the player on roll</source>
        <translation>Namba za pointi zifuate mchezaji mwenye zamu</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Zana</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Mipangilio…</translation>
    </message>
    <message>
        <source>Board, rules, play and appearance settings</source>
        <translation>Mipangilio ya ubao, kanuni, uchezaji na mwonekano</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Takwimu…</translation>
    </message>
    <message>
        <source>Results against each opponent, and a plot over time</source>
        <translation>Matokeo dhidi ya kila mpinzani, na mchoro kwa muda</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Msaada</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Kibodi</translation>
    </message>
    <message>
        <source>Every key of the board and of the menus</source>
        <translation>Kila kitufe cha ubao na cha menyu</translation>
    </message>
    <message>
        <source>&amp;About bgdesk</source>
        <translation>&amp;Kuhusu bgdesk</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Vitendo</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Vitendo zaidi</translation>
    </message>
    <message>
        <source>{action} is not possible now.</source>
        <translation>{action} haiwezekani sasa.</translation>
    </message>
    <message>
        <source>Games 1 to {n}: Copy moves or Replay shows them</source>
        <translation>Michezo 1 hadi {n}: Nakili hatua au Marudio huionyesha</translation>
    </message>
    <message>
        <source>Language: {name}</source>
        <translation>Lugha: {name}</translation>
    </message>
    <message>
        <source>About bgdesk</source>
        <translation>Kuhusu bgdesk</translation>
    </message>
    <message>
        <source>bgdesk — desktop backgammon.
Two players on one computer, matches and money sessions.</source>
        <translation>bgdesk — backgammon ya kompyuta.
Wachezaji wawili kwenye kompyuta moja, mechi na vipindi vya pesa.</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Zima sauti</translation>
    </message>
    <message>
        <source>bgdesk is silent: none of the sound libraries it plays through is installed; the Sound page of the settings says which.</source>
        <translation>bgdesk iko kimya: hakuna maktaba yoyote ya sauti inayotumia iliyosakinishwa; ukurasa wa Sauti katika mipangilio unaeleza ipi.</translation>
    </message>
    <message>
        <source>Sounds off. Press M to hear them again.</source>
        <translation>Sauti zimezimwa. Bonyeza M kuzisikia tena.</translation>
    </message>
    <message>
        <source>Sounds on, but no audio device was found: bgdesk stays silent.</source>
        <translation>Sauti zimewashwa, lakini hakuna kifaa cha sauti kilichopatikana: bgdesk inabaki kimya.</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Sauti zimewashwa.</translation>
    </message>
</context>
<context>
    <name>MatMessages</name>
    <message>
        <source>the file is larger than {limit} MB, so it is not read</source>
        <extracomment>The reader&apos;s sentences by code (as in bgdesk.engine.matimport.MESSAGES, which a test checks); &quot;after-match&quot; and &quot;more-warnings&quot; count things and are said in mat_message itself.</extracomment>
        <translation>faili ni kubwa kuliko MB {limit}, kwa hiyo haisomwi</translation>
    </message>
    <message>
        <source>this is binary data, not a text match file</source>
        <translation>hii ni data ya binari, si faili ya maandishi ya mechi</translation>
    </message>
    <message>
        <source>a match file is text, not {type}</source>
        <translation>faili ya mechi ni maandishi, si {type}</translation>
    </message>
    <message>
        <source>this is not a match file: there is no line such as &apos; 5 point match&apos;</source>
        <translation>hii si faili ya mechi: hakuna mstari kama &apos; 5 point match&apos;</translation>
    </message>
    <message>
        <source>a match to {length} points is longer than any match can be (at most 32767)</source>
        <translation>mechi ya alama {length} ni ndefu kuliko mechi yoyote inavyoweza kuwa (isiyozidi 32767)</translation>
    </message>
    <message>
        <source>the line is {length} characters long; lines of a match file are short</source>
        <translation>mstari una herufi {length}; mistari ya faili ya mechi ni mifupi</translation>
    </message>
    <message>
        <source>the line holds a control character, which a text match file does not</source>
        <translation>mstari una herufi ya udhibiti, ambayo faili ya maandishi ya mechi haina</translation>
    </message>
    <message>
        <source>this match is {variation}, which bgdesk does not play</source>
        <translation>mechi hii ni {variation}, ambayo bgdesk haichezi</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: &apos;{text}&apos; is not a move such as 24/18, 13/11*, bar/22, 6/off or 8/5(2)</source>
        <translation>ingizo la {player} &apos;{entry}&apos;: &apos;{text}&apos; si hatua kama 24/18, 13/11*, bar/22, 6/off au 8/5(2)</translation>
    </message>
    <message>
        <source>a numbered line holds at most two entries, the left player&apos;s and then the right player&apos;s</source>
        <translation>mstari wenye namba una maingizo mawili tu kwa kiwango cha juu, la mchezaji wa kushoto kisha la mchezaji wa kulia</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; is the first roll of the game, which is one die for each player, so it cannot be a double</source>
        <translation>ingizo la {player} &apos;{entry}&apos; ni urushaji wa kwanza wa mchezo, ambao ni dadu moja kwa kila mchezaji, kwa hiyo hauwezi kuwa pacha</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; is written, but it is {other}&apos;s turn</source>
        <translation>ingizo la {player} &apos;{entry}&apos; limeandikwa, lakini ni zamu ya {other}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {roll} cannot be played in this position, yet a move is written</source>
        <translation>ingizo la {player} &apos;{entry}&apos;: {roll} haiwezi kuchezwa katika hali hii ya ubao, ilhali hatua imeandikwa</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} has no checker on {point}</source>
        <translation>ingizo la {player} &apos;{entry}&apos;: {player} hana kete kwenye {point}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} has a checker on the bar, which must come in before any other checker moves</source>
        <translation>ingizo la {player} &apos;{entry}&apos;: {player} ana kete ukingoni, ambayo lazima iingizwe kabla kete nyingine yoyote haijasogea</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {point} is held by {other}</source>
        <translation>ingizo la {player} &apos;{entry}&apos;: {point} imeshikwa na {other}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {step} is a move of {pips}, which the roll {roll} does not play</source>
        <translation>ingizo la {player} &apos;{entry}&apos;: {step} ni umbali wa {pips}, ambao urushaji {roll} hauchezi</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {player} cannot bear off before all of the checkers are in the home board</source>
        <translation>ingizo la {player} &apos;{entry}&apos;: {player} hawezi kutoa kete kabla kete zote hazijafika kwenye ubao wa nyumbani</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: a {die} bears a checker off {point} only when no checker stands on a higher point</source>
        <translation>ingizo la {player} &apos;{entry}&apos;: dadu {die} hutoa kete kutoka {point} tu pale ambapo hakuna kete kwenye pointi ya juu zaidi</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; moves more checkers than {roll} allows</source>
        <translation>ingizo la {player} &apos;{entry}&apos; linasogeza kete nyingi kuliko {roll} inavyoruhusu</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; leaves part of the roll unplayed, but all of it can be played here (for example {example})</source>
        <translation>ingizo la {player} &apos;{entry}&apos; linaacha sehemu ya urushaji bila kuchezwa, lakini urushaji wote unaweza kuchezwa hapa (kwa mfano {example})</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: only one die of {roll} can be played here, and then it must be the higher one ({example})</source>
        <translation>ingizo la {player} &apos;{entry}&apos;: dadu moja tu la {roll} linaweza kuchezwa hapa, na hapo lazima liwe lile la juu zaidi ({example})</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos;: {step} passes two lone checkers of {other}&apos;s and the file does not say which one was hit</source>
        <translation>ingizo la {player} &apos;{entry}&apos;: {step} inapita kete pweke mbili za {other} na faili haisemi ipi ilipigwa</translation>
    </message>
    <message>
        <source>{player} doubles in the Crawford game, when the cube is not used</source>
        <translation>{player} anaongeza dau maradufu katika mchezo wa Crawford, wakati mchemraba hautumiki</translation>
    </message>
    <message>
        <source>{player} doubles in game {game}, which would be the Crawford game: the match was played without the Crawford rule, and is read so</source>
        <translation>{player} anaongeza dau maradufu katika mchezo {game}, ambao ungekuwa mchezo wa Crawford: mechi ilichezwa bila kanuni ya Crawford, na inasomwa hivyo</translation>
    </message>
    <message>
        <source>{player} doubles, but the cube belongs to {other}</source>
        <translation>{player} anaongeza dau maradufu, lakini mchemraba ni wa {other}</translation>
    </message>
    <message>
        <source>{player} doubles, but this match is played without the cube</source>
        <translation>{player} anaongeza dau maradufu, lakini mechi hii inachezwa bila mchemraba</translation>
    </message>
    <message>
        <source>{player} doubles, but the cube cannot go past 64</source>
        <translation>{player} anaongeza dau maradufu, lakini mchemraba hauwezi kupita 64</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes before the game has begun</source>
        <translation>ingizo la {player} &apos;{entry}&apos; linakuja kabla mchezo haujaanza</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes while a double already waits for an answer</source>
        <translation>ingizo la {player} &apos;{entry}&apos; linakuja wakati maradufu tayari yanasubiri jibu</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes when it is {other}&apos;s turn to roll</source>
        <translation>ingizo la {player} &apos;{entry}&apos; linakuja wakati ni zamu ya {other} kurusha dadu</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes when no double waits for {player}&apos;s answer</source>
        <translation>ingizo la {player} &apos;{entry}&apos; linakuja wakati hakuna maradufu yanayosubiri jibu la {player}</translation>
    </message>
    <message>
        <source>{player} beavers, which only money sessions with beavers allow</source>
        <translation>{player} anatoa beaver, ambayo vipindi vya pesa vyenye beaver pekee vinaruhusu</translation>
    </message>
    <message>
        <source>{player} passes {other}&apos;s beaver, which bgdesk cannot record</source>
        <translation>{player} anakataa beaver ya {other}, ambayo bgdesk haiwezi kurekodi</translation>
    </message>
    <message>
        <source>{player} raccoons, which bgdesk does not play</source>
        <translation>{player} anatoa raccoon, ambayo bgdesk haichezi</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes after the end of the game</source>
        <translation>ingizo la {player} &apos;{entry}&apos; linakuja baada ya mwisho wa mchezo</translation>
    </message>
    <message>
        <source>the score {score} has already reached the match length {length}</source>
        <translation>alama {score} tayari zimefikia urefu wa mechi {length}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; comes while {player}&apos;s own double waits for an answer</source>
        <translation>ingizo la {player} &apos;{entry}&apos; linakuja wakati maradufu ya {player} mwenyewe yanasubiri jibu</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a roll, a move or a cube action; it is left out</source>
        <translation>&apos;{text}&apos; si urushaji, hatua wala tendo la mchemraba; inaachwa nje</translation>
    </message>
    <message>
        <source>game {game} has no line with the players&apos; names and scores</source>
        <translation>mchezo {game} hauna mstari wenye majina ya wachezaji na alama zao</translation>
    </message>
    <message>
        <source>the score before game {game} is written as {written}, but the games before it make it {computed}; {computed} is used</source>
        <translation>alama kabla ya mchezo {game} zimeandikwa {written}, lakini michezo iliyotangulia inazifanya {computed}; {computed} zinatumika</translation>
    </message>
    <message>
        <source>game {game} names the players {name0} and {name1}, where the first game named them {first0} and {first1}; the first names are kept</source>
        <translation>mchezo {game} unawaita wachezaji {name0} na {name1}, ilhali mchezo wa kwanza uliwaita {first0} na {first1}; majina ya kwanza yanabaki</translation>
    </message>
    <message>
        <source>the file says {written} won game {game}, but as played {winner} won it; the game is kept as played</source>
        <translation>faili inasema {written} alishinda mchezo {game}, lakini kama ulivyochezwa {winner} ndiye aliyeshinda; mchezo unabaki kama ulivyochezwa</translation>
    </message>
    <message>
        <source>the file says game {game} was worth {pts_written}, but as played it scores {pts}, which is kept</source>
        <translation>faili inasema mchezo {game} ulikuwa na thamani ya {pts_written}, lakini kama ulivyochezwa unatoa {pts}, ambazo zinabaki</translation>
    </message>
    <message>
        <source>{loser} gave up game {game} for {pts_written}; at a cube of {cube} that is read as {kind}, worth {pts}</source>
        <translation>{loser} alijitoa katika mchezo {game} kwa {pts_written}; mchemraba ukiwa {cube} hilo linasomwa kama {kind}, yenye thamani ya {pts}</translation>
    </message>
    <message>
        <source>the file says {player} cannot play {roll}, but {play} can be played (the only play), and it is played</source>
        <translation>faili inasema {player} hawezi kucheza {roll}, lakini {play} inaweza kuchezwa (hatua pekee), nayo inachezwa</translation>
    </message>
    <message>
        <source>{player}&apos;s roll of {roll} has no move written; the only play, {play}, is made</source>
        <translation>urushaji wa {player} wa {roll} hauna hatua iliyoandikwa; hatua pekee, {play}, inachezwa</translation>
    </message>
    <message>
        <source>{player}&apos;s turn before this line is not written; it is read as a roll of {roll}, which {player} could not play</source>
        <translation>zamu ya {player} kabla ya mstari huu haijaandikwa; inasomwa kama urushaji wa {roll}, ambao {player} hakuweza kuucheza</translation>
    </message>
    <message>
        <source>{player}&apos;s answer to the double is not written; it is read as a take</source>
        <translation>jibu la {player} kwa maradufu halijaandikwa; linasomwa kama kukubali</translation>
    </message>
    <message>
        <source>{player}&apos;s answer to the double is not written; the end of the game says it was a pass</source>
        <translation>jibu la {player} kwa maradufu halijaandikwa; mwisho wa mchezo unaonyesha kuwa lilikuwa kukataa</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; answers a double that was not offered; it is left out</source>
        <translation>&apos;{entry}&apos; linajibu maradufu ambayo hayakutolewa; linaachwa nje</translation>
    </message>
    <message>
        <source>{player}&apos;s double is written as {written}, but it takes the cube to {value}</source>
        <translation>maradufu ya {player} yameandikwa kama {written}, lakini yanapeleka mchemraba hadi {value}</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; marks a hit on {point}, but no lone checker of {other}&apos;s stands there</source>
        <translation>ingizo la {player} &apos;{entry}&apos; linaonyesha kupiga kwenye {point}, lakini hakuna kete pweke ya {other} hapo</translation>
    </message>
    <message>
        <source>{player}&apos;s &apos;{entry}&apos; does not say where {step} hit; read as {play}</source>
        <translation>ingizo la {player} &apos;{entry}&apos; halisemi {step} ilipiga wapi; linasomwa kama {play}</translation>
    </message>
    <message>
        <source>game {game} stops without a result; it is kept unfinished, and the next game begins at the score its line gives</source>
        <translation>mchezo {game} unasimama bila matokeo; unabaki haujakamilika, na mchezo unaofuata unaanza kwa alama zinazotolewa na mstari wake</translation>
    </message>
    <message>
        <source>another match begins here; only the first one is read</source>
        <translation>mechi nyingine inaanza hapa; ya kwanza pekee ndiyo inasomwa</translation>
    </message>
    <message>
        <source>the {tag} tag says &apos;{value}&apos;, which is not understood; it is ignored</source>
        <translation>lebo ya {tag} inasema &apos;{value}&apos;, jambo lisiloeleweka; inapuuzwa</translation>
    </message>
    <message>
        <source>a game set up from a position cannot be read; the line is left out</source>
        <translation>mchezo ulioanzishwa kutoka hali iliyoandaliwa hauwezi kusomwa; mstari unaachwa nje</translation>
    </message>
    <message>
        <source>the fair-dice tags do not fit together, so these dice cannot be checked; the games are read without them</source>
        <translation>lebo za dadu za haki haziendani, kwa hiyo dadu hizi haziwezi kukaguliwa; michezo inasomwa bila hizo</translation>
    </message>
    <message>
        <source>game {game} cannot be read on from here: {reason}; it is kept up to the line before, unfinished, and the rest of it is left out</source>
        <translation>mchezo {game} hauwezi kusomwa zaidi kutoka hapa: {reason}; unabaki hadi mstari uliotangulia, haujakamilika, na sehemu yake iliyobaki inaachwa nje</translation>
    </message>
    <message>
        <source>{reason}; the rest of game {game} is left out</source>
        <translation>{reason}; sehemu iliyobaki ya mchezo {game} inaachwa nje</translation>
    </message>
    <message>
        <source>{player} rolled {roll} in game {game} and no move is written, although {roll} can be played (for example {example}); GNU Backgammon reads on as if the roll was passed, so the game is kept up to here and the rest of it is read as a game set up from this position</source>
        <translation>{player} alirusha {roll} katika mchezo {game} na hakuna hatua iliyoandikwa, ingawa {roll} inaweza kuchezwa (kwa mfano {example}); GNU Backgammon inaendelea kusoma kana kwamba urushaji ulipitishwa, kwa hiyo mchezo unabaki hadi hapa na sehemu yake iliyobaki inasomwa kama mchezo ulioanzishwa kutoka hali hii ya ubao</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <extracomment>The sentences of the readers of other programs&apos; files (as in bgdesk.engine.fileread.MESSAGES, which a test checks).</extracomment>
        <translation>faili ni tupu</translation>
    </message>
    <message>
        <source>this is not a file bgdesk reads: not a match (.mat, .sgf, .xg), nor a position (.xgp, or text with an XGID or GNU Backgammon&apos;s IDs)</source>
        <translation>hii si faili ambayo bgdesk inasoma: si mechi (.mat, .sgf, .xg), wala hali ya ubao (.xgp, au maandishi yenye XGID au vitambulisho vya GNU Backgammon)</translation>
    </message>
    <message>
        <source>this is not an .sgf file of GNU Backgammon: it does not begin with &apos;(;&apos;</source>
        <translation>hii si faili ya .sgf ya GNU Backgammon: haianzi na &apos;(;&apos;</translation>
    </message>
    <message>
        <source>the .sgf text ends inside a value that begins on line {at}</source>
        <translation>maandishi ya .sgf yanaishia ndani ya thamani inayoanza kwenye mstari {at}</translation>
    </message>
    <message>
        <source>the .sgf file holds no backgammon game</source>
        <translation>faili ya .sgf haina mchezo wowote wa backgammon</translation>
    </message>
    <message>
        <source>this is not a file of eXtreme Gammon: it does not begin with &apos;RGMH&apos;</source>
        <translation>hii si faili ya eXtreme Gammon: haianzi na &apos;RGMH&apos;</translation>
    </message>
    <message>
        <source>the eXtreme Gammon file is damaged: {part} cannot be unpacked</source>
        <translation>faili ya eXtreme Gammon imeharibika: {part} haiwezi kufunguliwa</translation>
    </message>
    <message>
        <source>this file was written by a newer eXtreme Gammon (file version {version}); bgdesk reads versions up to {limit}</source>
        <translation>faili hii iliandikwa na eXtreme Gammon mpya zaidi (toleo la faili {version}); bgdesk inasoma matoleo hadi {limit}</translation>
    </message>
    <message>
        <source>the eXtreme Gammon file holds no game and no position</source>
        <translation>faili ya eXtreme Gammon haina mchezo wala hali ya ubao</translation>
    </message>
    <message>
        <source>no game of this file can be read: {reason}</source>
        <translation>hakuna mchezo wa faili hii unaoweza kusomwa: {reason}</translation>
    </message>
    <message>
        <source>the file holds no position: no XGID, and no Position ID with its Match ID</source>
        <translation>faili haina hali ya ubao: hakuna XGID, wala Position ID pamoja na Match ID yake</translation>
    </message>
    <message>
        <source>game {game} is not a backgammon game that bgdesk plays ({what}); it is left out</source>
        <translation>mchezo {game} si mchezo wa backgammon ambao bgdesk inacheza ({what}); unaachwa nje</translation>
    </message>
    <message>
        <source>the file says {written} won game {game} with {pts_written}, but as played {winner} won {pts}, which is kept</source>
        <translation>faili inasema {written} alishinda mchezo {game} kwa {pts_written}, lakini kama ulivyochezwa {winner} alishinda {pts}, ambazo zinabaki</translation>
    </message>
    <message>
        <source>position {number}: the board drawn beside the ID shows {drawn} on {point}, where the ID has {expected}; the ID is used</source>
        <translation>hali ya ubao {number}: ubao uliochorwa kando ya kitambulisho unaonyesha {drawn} kwenye {point}, ambapo kitambulisho kina {expected}; kitambulisho kinatumika</translation>
    </message>
    <message>
        <source>position {number} cannot be read: {reason}; it is left out</source>
        <translation>hali ya ubao {number} haiwezi kusomwa: {reason}; inaachwa nje</translation>
    </message>
    <message>
        <source>{count} analysed decision(s) do not fit the moves played and are left out</source>
        <translation>maamuzi {count} yaliyochambuliwa hayalingani na hatua zilizochezwa na yanaachwa nje</translation>
    </message>
    <message>
        <source>the comments in the file are not shown</source>
        <translation>maoni yaliyo katika faili hayaonyeshwi</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>{player}&apos;s {play} is not a legal play of {roll} here</source>
        <translation>{play} ya {player} si uchezaji halali wa {roll} hapa</translation>
    </message>
    <message>
        <source>the position the game starts from cannot be played: {reason}</source>
        <translation>hali ya ubao ambayo mchezo unaanzia haiwezi kuchezwa: {reason}</translation>
    </message>
    <message>
        <source>{player} rolled {roll} and no move is recorded, although it can be played (for example {example})</source>
        <translation>{player} alirusha {roll} na hakuna hatua iliyorekodiwa, ingawa inaweza kuchezwa (kwa mfano {example})</translation>
    </message>
    <message>
        <source>game {game} cannot be read on from its move {move}: {reason}; it is kept up to there, unfinished, and the rest of it is left out</source>
        <translation>mchezo {game} hauwezi kusomwa zaidi kutoka hatua yake ya {move}: {reason}; unabaki hadi hapo, haujakamilika, na sehemu yake iliyobaki inaachwa nje</translation>
    </message>
    <message>
        <source>in game {game}, {player} rolled {roll} and no move is recorded, although {roll} can be played (for example {example}); GNU Backgammon reads on as if the roll was passed, so the game is kept up to there and the rest of it is read as a game set up from that position</source>
        <translation>katika mchezo {game}, {player} alirusha {roll} na hakuna hatua iliyorekodiwa, ingawa {roll} inaweza kuchezwa (kwa mfano {example}); GNU Backgammon inaendelea kusoma kana kwamba urushaji ulipitishwa, kwa hiyo mchezo unabaki hadi hapo na sehemu yake iliyobaki inasomwa kama mchezo ulioanzishwa kutoka hali hiyo ya ubao</translation>
    </message>
    <message>
        <source>only the first {game} games of the file are read; the {count} game(s) after them are left out</source>
        <translation>ni michezo {game} ya kwanza tu ya faili inayosomwa; michezo {count} inayofuata imeachwa</translation>
    </message>
    <message>
        <source>only the first {game} positions of the file are read; the {count} position(s) after them are left out</source>
        <translation>ni nafasi {game} za kwanza tu za faili zinazosomwa; nafasi {count} zinazofuata zimeachwa</translation>
    </message>
    <message numerus="yes">
        <source>the match was won in game {game}; the %n game(s) after it are not read</source>
        <translation>
            <numerusform>mechi ilishindwa katika mchezo {game}; mchezo %n uliofuata hausomwi</numerusform>
            <numerusform>mechi ilishindwa katika mchezo {game}; michezo %n iliyofuata haisomwi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) like these</source>
        <translation>
            <numerusform>onyo %n zaidi kama haya</numerusform>
            <numerusform>maonyo %n zaidi kama haya</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n analysed decision(s) do not fit the moves played and are left out</source>
        <translation>
            <numerusform>uamuzi %n uliochambuliwa haulingani na hatua zilizochezwa na unaachwa nje</numerusform>
            <numerusform>maamuzi %n yaliyochambuliwa hayalingani na hatua zilizochezwa na yanaachwa nje</numerusform>
        </translation>
    </message>
    <message>
        <source>the bar</source>
        <translation>ukingo</translation>
    </message>
    <message>
        <source>point {n}</source>
        <translation>pointi ya {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>alama %n</numerusform>
            <numerusform>alama %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {n}: {text}</source>
        <translation>Mstari {n}: {text}</translation>
    </message>
</context>
<context>
    <name>NewChouetteDialog</name>
    <message>
        <source>New chouette</source>
        <translation>Chouette mpya</translation>
    </message>
    <message>
        <source>Everyone rolls one die: the highest plays in the box against the others, the second highest is the captain of the team.</source>
        <translation>Kila mtu anarusha dadu moja: aliyepata namba kubwa zaidi anacheza sandukuni dhidi ya wengine, wa pili anakuwa nahodha wa timu.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Wachezaji</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Idadi ya wachezaji:</translation>
    </message>
    <message>
        <source>Player {n}:</source>
        <translation>Mchezaji {n}:</translation>
    </message>
    <message>
        <source>The name of player {n} has {length} characters; a name has at most {most}: shorten it.</source>
        <translation>Jina la mchezaji {n} lina herufi {length}; jina linaweza kuwa na herufi {most} tu: lifupishe.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mtu</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Kompyuta ({level})</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Wachezaji wa kompyuta hawapatikani.</translation>
    </message>
    <message>
        <source>Rules (money play)</source>
        <translation>Kanuni (mchezo wa pesa)</translation>
    </message>
    <message>
        <source>Jacoby rule: gammons count only after a member&apos;s cube was turned</source>
        <translation>Kanuni ya Jacoby: gammon huhesabiwa tu baada ya mchemraba wa mwanatimu kugeuzwa</translation>
    </message>
    <message>
        <source>Automatic doubles, at most</source>
        <translation>Maradufu ya kiotomatiki, yasiyozidi</translation>
    </message>
    <message>
        <source>A backgammon counts as a gammon</source>
        <translation>Backgammon huhesabiwa kama gammon</translation>
    </message>
    <message>
        <source>Beavers</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anza</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Mchezaji {n}</translation>
    </message>
    <message>
        <source>Two players are called {name}: give everyone a different name.</source>
        <translation>Wachezaji wawili wanaitwa {name}: mpe kila mmoja jina tofauti.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Mechi mpya</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Wachezaji</translation>
    </message>
    <message>
        <source>Bottom player (light):</source>
        <translation>Mchezaji wa chini (kete nyeupe):</translation>
    </message>
    <message>
        <source>Top player (dark):</source>
        <translation>Mchezaji wa juu (kete nyeusi):</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mtu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuta</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Wachezaji wa kompyuta hawapatikani.</translation>
    </message>
    <message>
        <source>{seat}: computer level</source>
        <translation>{seat}: kiwango cha kompyuta</translation>
    </message>
    <message>
        <source>Computer players move without pauses</source>
        <translation>Wachezaji wa kompyuta husogeza bila kusita</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Aina ya mchezo</translation>
    </message>
    <message>
        <source>Money session (points add up, no end)</source>
        <translation>Kipindi cha pesa (alama zinajumlishwa, bila mwisho)</translation>
    </message>
    <message>
        <source>Match to</source>
        <comment>followed by the match length, e.g. [5 points]</comment>
        <translation>Mechi ya</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>Urefu wa mechi</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kanuni</translation>
    </message>
    <message>
        <source>Play with the doubling cube</source>
        <translation>Cheza kwa mchemraba wa dau</translation>
    </message>
    <message>
        <source>A backgammon counts as a gammon</source>
        <translation>Backgammon huhesabiwa kama gammon</translation>
    </message>
    <message>
        <source>Jacoby rule (money only)</source>
        <translation>Kanuni ya Jacoby (pesa tu)</translation>
    </message>
    <message>
        <source>Automatic doubles (money only), at most</source>
        <translation>Maradufu ya kiotomatiki (pesa tu), yasiyozidi</translation>
    </message>
    <message>
        <source>Beavers (money only)</source>
        <translation>Beaver (pesa tu)</translation>
    </message>
    <message>
        <source>Matches use the Crawford rule.</source>
        <translation>Mechi hutumia kanuni ya Crawford.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anza</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>Kompyuta ({level})</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box, after &apos;Match to&apos;</comment>
        <translation>
            <numerusform>alama %n</numerusform>
            <numerusform>alama %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Mchezaji 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Mchezaji 2</translation>
    </message>
    <message>
        <source>{name} (light)</source>
        <translation>{name} (nyeupe)</translation>
    </message>
    <message>
        <source>{name} (dark)</source>
        <translation>{name} (nyeusi)</translation>
    </message>
</context>
<context>
    <name>PastChouettesDialog</name>
    <message>
        <source>Past chouettes</source>
        <translation>Chouette zilizopita</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Jioni</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Mchezaji</translation>
    </message>
    <message>
        <source>In the box</source>
        <translation>Sandukuni</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Ameshinda / amepoteza</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Kwa mchezo</translation>
    </message>
    <message>
        <source>In the team</source>
        <translation>Timuni</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Wachezaji</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be saved ({reason}); they apply until bgdesk is closed.</source>
        <translation>Mipangilio yako haikuweza kuhifadhiwa ({reason}); itatumika hadi bgdesk itakapofungwa.</translation>
    </message>
    <message>
        <source>The settings could not be read ({reason}); bgdesk uses the defaults.</source>
        <translation>Mipangilio haikuweza kusomwa ({reason}); bgdesk inatumia mipangilio ya msingi.</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Cheza kutoka hapa</translation>
    </message>
    <message>
        <source>Play on from this moment: {where}.</source>
        <translation>Endelea kucheza kutoka wakati huu: {where}.</translation>
    </message>
    <message>
        <source>With a friend (two people at this computer)</source>
        <translation>Na rafiki (watu wawili kwenye kompyuta hii)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Dhidi ya kompyuta</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Unacheza kama:</translation>
    </message>
    <message>
        <source>Computer player:</source>
        <translation>Mchezaji wa kompyuta:</translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation>Wachezaji wa kompyuta hawapatikani.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Cheza</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>game {n} of the match to {length}, {a} {sa}, {b} {sb}</source>
        <translation>mchezo {n} wa mechi ya alama {length}, {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>game {n} of the money session, {a} {sa}, {b} {sb}</source>
        <translation>mchezo {n} wa kipindi cha pesa, {a} {sa}, {b} {sb}</translation>
    </message>
</context>
<context>
    <name>PositionSetup</name>
    <message>
        <source>All fifteen checkers of this side are on the board: take one off first (right click) or drag one.</source>
        <translation>Kete zote kumi na tano za upande huu ziko ubaoni: ondoa moja kwanza (bofya kulia) au iburute.</translation>
    </message>
    <message>
        <source>There is no checker there.</source>
        <translation>Hakuna kete hapo.</translation>
    </message>
    <message>
        <source>these rules play without the cube: leave it at 1 in the middle</source>
        <translation>kanuni hizi huchezwa bila mchemraba: uache kwa 1 katikati</translation>
    </message>
    <message>
        <source>there is no Crawford game in money play</source>
        <translation>hakuna mchezo wa Crawford katika mchezo wa pesa</translation>
    </message>
    <message>
        <source>the Crawford game is played when a player is one point from winning the match</source>
        <translation>mchezo wa Crawford huchezwa mchezaji anapobakiza alama moja kushinda mechi</translation>
    </message>
    <message>
        <source>Drag a checker from the tray to put it back into play.</source>
        <translation>Buruta kete kutoka kwenye trei kuirudisha mchezoni.</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>Hariri hali ya ubao</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Ubao wa kupanga</translation>
    </message>
    <message>
        <source>Left click on a point adds a checker, right click takes one off, drag to move one (to a tray: borne off). Checkers not on the board are borne off.</source>
        <translation>Kubofya kushoto kwenye pointi kunaongeza kete, kubofya kulia kunaondoa moja, buruta kuisogeza (hadi kwenye trei: imetolewa). Kete ambazo haziko ubaoni zimetolewa.</translation>
    </message>
    <message>
        <source>A click on an empty point adds</source>
        <translation>Kubofya kwenye pointi tupu kunaongeza</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Mpangilio wa kuanzia</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Safisha ubao</translation>
    </message>
    <message>
        <source>Current game</source>
        <translation>Mchezo wa sasa</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zamu</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>Mwenye zamu:</translation>
    </message>
    <message>
        <source>Dice rolled:</source>
        <translation>Dadu zilizorushwa:</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Dadu ya kwanza</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Dadu ya pili</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Mchemraba</translation>
    </message>
    <message>
        <source>In the middle</source>
        <translation>Katikati</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Thamani:</translation>
    </message>
    <message>
        <source>Owner:</source>
        <translation>Mmiliki:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Mechi</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Mchezo wa pesa</translation>
    </message>
    <message>
        <source>Match to:</source>
        <translation>Mechi ya:</translation>
    </message>
    <message>
        <source>{name}&apos;s score:</source>
        <translation>Alama za {name}:</translation>
    </message>
    <message>
        <source>This is the Crawford game (no doubling)</source>
        <translation>Huu ni mchezo wa Crawford (bila maradufu)</translation>
    </message>
    <message>
        <source>From text</source>
        <translation>Kutoka maandishi</translation>
    </message>
    <message>
        <source>Position ID, GNUbg ID or XGID</source>
        <translation>Position ID, GNUbg ID au XGID</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Weka</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Cheza kutoka hapa</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box</comment>
        <translation>
            <numerusform>alama %n</numerusform>
            <numerusform>alama %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up a position</source>
        <translation>Kuandaa hali ya ubao</translation>
    </message>
    <message>
        <source>Position ID {pid} (seen from {name}, on roll). Borne off: {a} {oa}, {b} {ob}.</source>
        <translation>Position ID {pid} (kwa mtazamo wa {name}, mwenye zamu). Zilizotolewa: {a} {oa}, {b} {ob}.</translation>
    </message>
    <message>
        <source>Cannot play from here: {reason}</source>
        <translation>Haiwezekani kucheza kutoka hapa: {reason}</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Hints, the tutor and analysis need bgsage, which is not installed. Install it with: {command}</source>
        <translation>Madokezo, mkufunzi na uchambuzi vinahitaji bgsage, ambayo haijasakinishwa. Isakinishe kwa: {command}</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>The analysis window opened for a match file read (Analyse and review a match file).</extracomment>
        <translation>&amp;Dokezo</translation>
    </message>
    <message>
        <source>The best plays for this roll, or the cube decision before the roll</source>
        <translation>Hatua bora kwa urushaji huu, au uamuzi wa mchemraba kabla ya urushaji</translation>
    </message>
    <message>
        <source>&amp;Tutor mode</source>
        <translation>Hali ya &amp;mkufunzi</translation>
    </message>
    <message>
        <source>Warn before a play or cube decision that loses more equity than the threshold set in Settings</source>
        <translation>Onya kabla ya hatua au uamuzi wa mchemraba unaopoteza thamani zaidi ya kiwango kilichowekwa kwenye Mipangilio</translation>
    </message>
    <message>
        <source>&amp;Feedback on the board</source>
        <translation>&amp;Tathmini ubaoni</translation>
    </message>
    <message>
        <source>Against a computer player, draw each of your plays in the colour of how good it was, the best play dashed, and judge your cube decisions on the cube</source>
        <translation>Dhidi ya mchezaji wa kompyuta, chora kila hatua yako kwa rangi ya ubora wake, hatua bora kwa vipande, na pima maamuzi yako ya mchemraba kwenye mchemraba</translation>
    </message>
    <message>
        <source>Show the &amp;last move again</source>
        <translation>Onyesha hatua ya &amp;mwisho tena</translation>
    </message>
    <message>
        <source>Play the last move on the board once more</source>
        <translation>Cheza hatua ya mwisho ubaoni mara moja zaidi</translation>
    </message>
    <message>
        <source>Take &amp;back</source>
        <translation>&amp;Rudisha hatua</translation>
    </message>
    <message>
        <source>Undo your last play and the computer&apos;s reply, and play the roll again (the match then stays out of your statistics against this computer player)</source>
        <translation>Tendua hatua yako ya mwisho na jibu la kompyuta, kisha ucheze urushaji tena (mechi hiyo basi haihesabiwi katika takwimu zako dhidi ya mchezaji huyu wa kompyuta)</translation>
    </message>
    <message>
        <source>Analyse this &amp;game…</source>
        <translation>Chambua &amp;mchezo huu…</translation>
    </message>
    <message>
        <source>Error rates, worst errors and winning chances of the current (or last) game</source>
        <translation>Viwango vya makosa, makosa mabaya zaidi na nafasi za kushinda za mchezo wa sasa (au wa mwisho)</translation>
    </message>
    <message>
        <source>Analyse the &amp;match…</source>
        <translation>Chambua &amp;mechi…</translation>
    </message>
    <message>
        <source>Error rates, worst errors and winning chances of every game so far</source>
        <translation>Viwango vya makosa, makosa mabaya zaidi na nafasi za kushinda za kila mchezo hadi sasa</translation>
    </message>
    <message>
        <source>&amp;Review this game…</source>
        <translation>&amp;Pitia mchezo huu…</translation>
    </message>
    <message>
        <source>Your errors of the current (or last) game, worst first: try each again, then see the best</source>
        <translation>Makosa yako ya mchezo huu (au wa mwisho), baya zaidi kwanza: jaribu kila moja tena, kisha uone bora</translation>
    </message>
    <message>
        <source>Analyse and review a match &amp;file…</source>
        <translation>Chambua na upitie &amp;faili ya mechi…</translation>
    </message>
    <message>
        <source>Read a match from a .mat file, analyse it and review a player&apos;s errors</source>
        <translation>Soma mechi kutoka faili ya .mat, ichambue na upitie makosa ya mchezaji</translation>
    </message>
    <message>
        <source>&amp;Drills…</source>
        <translation>Mazoezi &amp;mafupi…</translation>
    </message>
    <message>
        <source>Short sets of positions: opening rolls, replies, bear-offs against contact, double or not, take or pass; each answer scored by the equity it gives up</source>
        <translation>Seti fupi za nafasi: urushaji wa kuanza, majibu, kutoa kete mbele ya mpinzani, maradufu au la, kubali au kataa; kila jibu hupimwa kwa thamani linayoipoteza</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>Ma&amp;zoezi</translation>
    </message>
    <message>
        <source>Analyse with bgsage and step through the errors, worst first</source>
        <translation>Chambua kwa bgsage na upitie makosa, baya zaidi kwanza</translation>
    </message>
    <message>
        <source>Review the match…</source>
        <translation>Pitia mechi…</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>Pitia mchezo huu…</translation>
    </message>
    <message>
        <source>Review of the match to {n}</source>
        <translation>Mapitio ya mechi ya alama {n}</translation>
    </message>
    <message>
        <source>Review of the money session</source>
        <translation>Mapitio ya kipindi cha pesa</translation>
    </message>
    <message>
        <source>Tutor mode on: decisions that lose equity are questioned.</source>
        <translation>Hali ya mkufunzi imewashwa: maamuzi yanayopoteza thamani yanahojiwa.</translation>
    </message>
    <message>
        <source>Tutor mode off.</source>
        <translation>Hali ya mkufunzi imezimwa.</translation>
    </message>
    <message>
        <source>Feedback on the board on: against a computer player, your plays and cube decisions are judged.</source>
        <translation>Tathmini ubaoni imewashwa: dhidi ya mchezaji wa kompyuta, hatua zako na maamuzi ya mchemraba hupimwa.</translation>
    </message>
    <message>
        <source>Feedback on the board off.</source>
        <translation>Tathmini ubaoni imezimwa.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dokezo</translation>
    </message>
    <message>
        <source>There is no decision to give a hint for right now.</source>
        <translation>Hakuna uamuzi wa kutolea dokezo sasa hivi.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Inafikiri…</translation>
    </message>
    <message>
        <source>{name} (computer) is to play: hints are for the people at the board.</source>
        <translation>Zamu ni ya {name} (kompyuta): madokezo ni kwa watu walio ubaoni.</translation>
    </message>
    <message>
        <source>{name} to play {d1}-{d2}</source>
        <translation>{name} acheze {d1}-{d2}</translation>
    </message>
    <message>
        <source>{name} cannot usefully double now: roll the dice.</source>
        <translation>{name} hawezi kuongeza maradufu kwa faida sasa: rusha dadu.</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: ongeza maradufu au rusha?</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: kubali au kataa?</translation>
    </message>
    <message>
        <source>Roll the dice first: hints are for a roll to play or a cube decision.</source>
        <translation>Rusha dadu kwanza: madokezo ni kwa urushaji wa kuchezwa au uamuzi wa mchemraba.</translation>
    </message>
    <message>
        <source>No hint: bgsage could not evaluate this position ({reason}).</source>
        <translation>Hakuna dokezo: bgsage haikuweza kutathmini hali hii ya ubao ({reason}).</translation>
    </message>
    <message>
        <source>Nothing to analyse yet: no play has been made.</source>
        <translation>Bado hakuna cha kuchambua: hakuna hatua iliyochezwa.</translation>
    </message>
    <message>
        <source>Analysis of game {n}</source>
        <translation>Uchambuzi wa mchezo {n}</translation>
    </message>
    <message>
        <source>Analysis of the match to {n}</source>
        <translation>Uchambuzi wa mechi ya alama {n}</translation>
    </message>
    <message>
        <source>Analysis of the money session</source>
        <translation>Uchambuzi wa kipindi cha pesa</translation>
    </message>
    <message>
        <source>Match files (*.mat *.txt *.sgf *.xg);;All files (*)</source>
        <translation>Faili za mechi (*.mat *.txt *.sgf *.xg);;Faili zote (*)</translation>
    </message>
    <message>
        <source>Analysis from the file</source>
        <translation>Uchambuzi kutoka kwenye faili</translation>
    </message>
    <message>
        <source>Playing on from the analysis: {where}.</source>
        <translation>Mchezo unaendelea kutoka uchambuzi: {where}.</translation>
    </message>
    <message>
        <source>Nothing to review yet: no play has been made.</source>
        <translation>Hakuna cha kupitia bado: hakuna hatua iliyochezwa.</translation>
    </message>
    <message>
        <source>Review of game {n}</source>
        <translation>Mapitio ya mchezo {n}</translation>
    </message>
    <message>
        <source>Analyse and review a match file</source>
        <translation>Chambua na upitie faili ya mechi</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Mchezaji 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Mchezaji 2</translation>
    </message>
    <message>
        <source>Review: {name}</source>
        <translation>Mapitio: {name}</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>Points are numbered 1 to 24, with 25 for the bar and 0 for off.</source>
        <translation>Pointi zimehesabiwa 1 hadi 24, na 25 kwa ukingo na 0 kwa kete zilizotolewa.</translation>
    </message>
    <message>
        <source>The roll is fully played: pick up the dice, or take a step back.</source>
        <translation>Urushaji umechezwa wote: okota dadu, au rudisha hatua moja.</translation>
    </message>
    <message>
        <source>You have no checker on point {point}.</source>
        <translation>Huna kete kwenye pointi {point}.</translation>
    </message>
    <message>
        <source>You have no checker on the bar.</source>
        <translation>Huna kete ukingoni.</translation>
    </message>
    <message>
        <source>You do not have that many checkers on point {point}.</source>
        <translation>Huna kete nyingi hivyo kwenye pointi {point}.</translation>
    </message>
    <message>
        <source>You do not have that many checkers on the bar.</source>
        <translation>Huna kete nyingi hivyo ukingoni.</translation>
    </message>
    <message>
        <source>You have a checker on the bar: it must enter before any other checker moves.</source>
        <translation>Una kete ukingoni: lazima iingizwe kabla kete nyingine yoyote haijasogea.</translation>
    </message>
    <message>
        <source>Checkers move only forwards, towards your home board.</source>
        <translation>Kete husogea mbele tu, kuelekea ubao wako wa nyumbani.</translation>
    </message>
    <message>
        <source>Point {point} is held by the opponent: you cannot land there.</source>
        <translation>Pointi {point} imeshikwa na mpinzani: huwezi kutua hapo.</translation>
    </message>
    <message>
        <source>The checker on point {point} cannot move: every point it could reach is held by the opponent.</source>
        <translation>Kete iliyo kwenye pointi {point} haiwezi kusogea: kila pointi inayoweza kufikia imeshikwa na mpinzani.</translation>
    </message>
    <message>
        <source>There is no blot to hit on point {point}.</source>
        <translation>Hakuna kete pweke ya kupiga kwenye pointi {point}.</translation>
    </message>
    <message>
        <source>You can bear off only when all fifteen of your checkers are in your home board.</source>
        <translation>Unaweza kutoa kete tu wakati kete zako zote kumi na tano ziko kwenye ubao wako wa nyumbani.</translation>
    </message>
    <message>
        <source>That checker cannot bear off with these dice: a die bears off from its own point, or from the highest point when no checker is higher.</source>
        <translation>Kete hiyo haiwezi kutolewa kwa dadu hizi: dadu hutoa kete kutoka pointi ya namba yake, au kutoka pointi ya juu kabisa wakati hakuna kete iliyo juu zaidi.</translation>
    </message>
    <message>
        <source>{move} is a move of {pips}, which the dice left ({dice}) cannot make.</source>
        <translation>{move} ni umbali wa {pips}, ambao dadu zilizobaki ({dice}) haziwezi kufanya.</translation>
    </message>
    <message>
        <source>{move} is a move of {pips}, which the roll {roll} cannot make.</source>
        <translation>{move} ni umbali wa {pips}, ambao urushaji {roll} hauwezi kufanya.</translation>
    </message>
    <message>
        <source>That leaves a die unplayed: both dice must be played when possible, and the higher one when only one can be.</source>
        <translation>Hiyo inaacha dadu bila kuchezwa: dadu zote mbili lazima zichezwe inapowezekana, na ile ya juu zaidi wakati moja tu inaweza kuchezwa.</translation>
    </message>
    <message>
        <source>That play leaves dice unused: {roll} must be played in full when possible.</source>
        <translation>Hatua hiyo inaacha dadu bila kutumika: {roll} lazima uchezwe wote inapowezekana.</translation>
    </message>
    <message>
        <source>Only one die of {roll} can be played, so it must be the higher one.</source>
        <translation>Dadu moja tu ya {roll} inaweza kuchezwa, kwa hiyo lazima iwe ile ya juu zaidi.</translation>
    </message>
    <message>
        <source>That leaves {dice} still to play.</source>
        <translation>Hiyo inaacha {dice} bado kuchezwa.</translation>
    </message>
    <message>
        <source>{roll} cannot be played here: the turn passes.</source>
        <translation>{roll} haiwezi kuchezwa hapa: zamu inapita.</translation>
    </message>
    <message>
        <source>That is not a legal play of {roll} here; legal plays include {plays}.</source>
        <translation>Hiyo si hatua halali ya {roll} hapa; hatua halali ni pamoja na {plays}.</translation>
    </message>
    <message>
        <source>Type a play such as 24/18 13/11.</source>
        <translation>Andika hatua kama 24/18 13/11.</translation>
    </message>
    <message>
        <source>That is far too long for one play.</source>
        <translation>Hiyo ni ndefu mno kwa hatua moja.</translation>
    </message>
    <message>
        <source>Cannot read {token}: write moves like 24/18, 13/11*, bar/22, 6/off or 8/5(2).</source>
        <translation>Haiwezekani kusoma {token}: andika hatua kama 24/18, 13/11*, bar/22, 6/off au 8/5(2).</translation>
    </message>
    <message>
        <source>There is no point {point}; points are 1 to 24.</source>
        <translation>Hakuna pointi {point}; pointi ni 1 hadi 24.</translation>
    </message>
    <message>
        <source>A checker cannot move to the bar.</source>
        <translation>Kete haiwezi kusogea kwenda ukingoni.</translation>
    </message>
    <message>
        <source>A move cannot start from off the board.</source>
        <translation>Hatua haiwezi kuanzia nje ya ubao.</translation>
    </message>
    <message>
        <source>{token}: nothing moves on from off the board.</source>
        <translation>{token}: hakuna kinachosogea kutoka nje ya ubao.</translation>
    </message>
    <message>
        <source>{token}: a move can be repeated 1 to 4 times.</source>
        <translation>{token}: hatua inaweza kurudiwa mara 1 hadi 4.</translation>
    </message>
</context>
<context>
    <name>ReplaceChouetteDialog</name>
    <message>
        <source>A chouette is in progress. Starting a new one keeps this one in the archive, with its games and its ledger.</source>
        <translation>Chouette inaendelea. Kuanza mpya kunaiweka hii kwenye hifadhi, pamoja na michezo yake na hesabu zake.</translation>
    </message>
    <message>
        <source>New chouette</source>
        <translation>Chouette mpya</translation>
    </message>
    <message>
        <source>Start a new chouette?</source>
        <translation>Anza chouette mpya?</translation>
    </message>
    <message>
        <source>Start a new chouette</source>
        <translation>Anza chouette mpya</translation>
    </message>
    <message>
        <source>Go on with this one</source>
        <translation>Endelea na hii</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Game {g}: {step} of {n}</source>
        <translation>Mchezo {g}: {step} kati ya {n}</translation>
    </message>
    <message>
        <source>&amp;Copy move list</source>
        <translation>&amp;Nakili orodha ya hatua</translation>
    </message>
    <message>
        <source>match to {n}</source>
        <extracomment>A record of more games than this shows the moves of one game at a time (the one on the board): a session of thousands of games opens at once.</extracomment>
        <translation>mechi ya alama {n}</translation>
    </message>
    <message>
        <source>money session</source>
        <translation>kipindi cha pesa</translation>
    </message>
    <message>
        <source>Game {n} ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>Mchezo {n} ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>(Crawford game)</source>
        <translation>(mchezo wa Crawford)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Marudio</translation>
    </message>
    <message>
        <source>Game {n}: {a} {sa}, {b} {sb}</source>
        <translation>Mchezo {n}: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} alikataa</translation>
    </message>
    <message>
        <source>{name} resigned {what}</source>
        <translation>{name} alijitoa kwa {what}</translation>
    </message>
    <message>
        <source>{name} wins {points} ({how})</source>
        <translation>{name} anashinda {points} ({how})</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>alama %n</numerusform>
            <numerusform>alama %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}: a tie, roll again</source>
        <translation>Urushaji wa kuanza: {a} {da}, {b} {db}: sare, rusheni tena</translation>
    </message>
    <message>
        <source>Opening roll: {a} {da}, {b} {db}: {who} starts</source>
        <translation>Urushaji wa kuanza: {a} {da}, {b} {db}: {who} anaanza</translation>
    </message>
    <message>
        <source>Automatic double: the cube goes to {v}</source>
        <translation>Maradufu ya kiotomatiki: mchemraba unafika {v}</translation>
    </message>
    <message>
        <source>{who} rolls {d1}{d2}</source>
        <translation>{who} anarusha {d1}{d2}</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>hawezi kusogeza</translation>
    </message>
    <message>
        <source>{who} doubles to {v}</source>
        <translation>{who} anaongeza maradufu hadi {v}</translation>
    </message>
    <message>
        <source>{who} takes</source>
        <translation>{who} anakubali</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} anakataa</translation>
    </message>
    <message>
        <source>{who} beavers: the cube goes to {v}</source>
        <translation>{who} anafanya beaver: mchemraba unafika {v}</translation>
    </message>
    <message>
        <source>{who} offers to resign {what}</source>
        <translation>{who} anapendekeza kujitoa kwa {what}</translation>
    </message>
    <message>
        <source>{who} accepts</source>
        <translation>{who} anakubali</translation>
    </message>
    <message>
        <source>{who} declines</source>
        <translation>{who} anakataa</translation>
    </message>
    <message>
        <source>Doubles to {v}</source>
        <translation>Maradufu hadi {v}</translation>
    </message>
    <message>
        <source>Beavers to {v}</source>
        <translation>Beaver hadi {v}</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Anakubali</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Anakataa</translation>
    </message>
    <message>
        <source>Accepts</source>
        <translation>Anakubali</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Anakataa</translation>
    </message>
    <message>
        <source>Resigns a single game</source>
        <translation>Anajitoa kwa mchezo wa kawaida</translation>
    </message>
    <message>
        <source>Resigns a gammon</source>
        <translation>Anajitoa kwa gammon</translation>
    </message>
    <message>
        <source>Resigns a backgammon</source>
        <translation>Anajitoa kwa backgammon</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(hakuna hatua)</translation>
    </message>
    <message>
        <source>Position {n} ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>Hali ya ubao {n} ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}, continued ({kind}): {a} {sa}, {b} {sb}</source>
        <translation>Mchezo {n}, unaendelea ({kind}): {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Ubao wa marudio</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Mchezo unaoonyeshwa</translation>
    </message>
    <message>
        <source>This record has no games.</source>
        <translation>Rekodi hii haina michezo.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>The viewer&apos;s actions: (attribute, text, keys, method, tip); the texts are marked for translation in the &quot;Replay&quot; context. Help &gt; Keyboard lists them (:func:`replay_keys`).</extracomment>
        <translation>|◀ Mwanzo</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Mwanzo wa mchezo</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Nyuma</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Hatua moja nyuma</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Mbele ▶</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Hatua moja mbele</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Mwisho ▶|</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Mwisho wa mchezo</translation>
    </message>
    <message>
        <source>Previous game</source>
        <translation>Mchezo uliopita</translation>
    </message>
    <message>
        <source>Start of the previous game</source>
        <translation>Mwanzo wa mchezo uliopita</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Mchezo unaofuata</translation>
    </message>
    <message>
        <source>Start of the next game</source>
        <translation>Mwanzo wa mchezo unaofuata</translation>
    </message>
    <message>
        <source>Copy move list</source>
        <translation>Nakili orodha ya hatua</translation>
    </message>
    <message>
        <source>Copy every game&apos;s moves as text</source>
        <translation>Nakili hatua za kila mchezo kama maandishi</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Cheza kutoka hapa</translation>
    </message>
    <message>
        <source>Play on from this moment of the match, against the computer or a friend</source>
        <translation>Endelea kucheza kutoka wakati huu wa mechi, dhidi ya kompyuta au rafiki</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Funga marudio</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>The record&apos;s games are positions (a position file): headed &quot;Position n&quot;.</extracomment>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>Analysis from the file…</source>
        <translation>Uchambuzi kutoka kwenye faili…</translation>
    </message>
    <message>
        <source>The analysis the program that wrote the file stored in it: error rates, the worst errors and their review</source>
        <translation>Uchambuzi ambao programu iliyoandika faili iliuhifadhi ndani yake: viwango vya makosa, makosa mabaya zaidi na mapitio yake</translation>
    </message>
    <message>
        <source>Previous position</source>
        <translation>Hali ya ubao iliyotangulia</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Hali ya ubao inayofuata</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Vitendo zaidi</translation>
    </message>
    <message>
        <source>At this moment</source>
        <translation>Kwa wakati huu</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Nakili</translation>
    </message>
    <message>
        <source>Dice statistics…</source>
        <translation>Takwimu za dadu…</translation>
    </message>
    <message>
        <source>Position {n}: {a} {sa}, {b} {sb}</source>
        <translation>Hali ya ubao {n}: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}, continued: {a} {sa}, {b} {sb}</source>
        <translation>Mchezo {n}, unaendelea: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>money play</source>
        <translation>mchezo wa pesa</translation>
    </message>
    <message>
        <source>Position {n} of {count} ({where}): {a} {sa}, {b} {sb}.</source>
        <translation>Hali ya ubao {n} kati ya {count} ({where}): {a} {sa}, {b} {sb}.</translation>
    </message>
    <message>
        <source>{name} has doubled.</source>
        <translation>{name} ameongeza maradufu.</translation>
    </message>
    <message>
        <source>{name} to play {d1}{d2}.</source>
        <translation>{name} anacheza {d1}{d2}.</translation>
    </message>
    <message>
        <source>{name} on roll.</source>
        <translation>{name} ana zamu ya kurusha.</translation>
    </message>
    <message>
        <source>Dice statistics: {title}</source>
        <translation>Takwimu za dadu: {title}</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review board</source>
        <extracomment>Play on from a decision: the game&apos;s index in the record, how many of its events came before the decision, and the player who made it.</extracomment>
        <translation>Ubao wa mapitio</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Mapitio ya mchezo</translation>
    </message>
    <message>
        <source>Errors of:</source>
        <translation>Makosa ya:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Mchezo</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Uamuzi</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Daraja</translation>
    </message>
    <message>
        <source>Equity lost</source>
        <translation>Thamani iliyopotea</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Chaguo</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Thamani</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Hasara</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Kushinda</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Kushinda gammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Kushindwa gammon</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Kina</translation>
    </message>
    <message>
        <source>Errors, worst first</source>
        <translation>Makosa, mabaya zaidi kwanza</translation>
    </message>
    <message>
        <source>The answers compared</source>
        <translation>Majibu yakilinganishwa</translation>
    </message>
    <message>
        <source>◀ Previous error</source>
        <translation>◀ Kosa lililotangulia</translation>
    </message>
    <message>
        <source>Next error ▶</source>
        <translation>Kosa linalofuata ▶</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Cheza kuanzia hapa</translation>
    </message>
    <message>
        <source>Play {d1}-{d2}</source>
        <translation>Cheza {d1}-{d2}</translation>
    </message>
    <message>
        <source>Resign or play on</source>
        <translation>Jitoe au endelea kucheza</translation>
    </message>
    <message>
        <source>Double or roll</source>
        <translation>Maradufu au kurusha</translation>
    </message>
    <message>
        <source>Take or pass</source>
        <translation>Kubali au kataa</translation>
    </message>
    <message>
        <source>Game {g}, move {m}.</source>
        <translation>Mchezo {g}, hatua {m}.</translation>
    </message>
    <message>
        <source>Play {d1}-{d2} again: what do you play now? (Pick up the dice when done.)</source>
        <translation>Cheza {d1}-{d2} tena: unacheza nini sasa? (Okota dadu ukimaliza.)</translation>
    </message>
    <message>
        <source>Before your roll: double or not?</source>
        <translation>Kabla ya kurusha: maradufu au la?</translation>
    </message>
    <message>
        <source>Resign {what} here, or play on?</source>
        <translation>Jitoe kwa {what} hapa, au endelea kucheza?</translation>
    </message>
    <message>
        <source>{name} doubles: take or pass?</source>
        <translation>{name} anaongeza maradufu: kubali au kataa?</translation>
    </message>
    <message>
        <source>{name} made no error in what was analysed.</source>
        <translation>{name} hakufanya kosa lolote katika kilichochambuliwa.</translation>
    </message>
    <message>
        <source>{name}: your play</source>
        <translation>{name}: hatua yako</translation>
    </message>
    <message>
        <source>{name}: double or roll?</source>
        <translation>{name}: maradufu au kurusha?</translation>
    </message>
    <message>
        <source>{name}: resign or play on?</source>
        <translation>{name}: jitoe au endelea kucheza?</translation>
    </message>
    <message>
        <source>{name}: take or pass?</source>
        <translation>{name}: kubali au kataa?</translation>
    </message>
    <message>
        <source>Your first answer</source>
        <translation>Jibu lako la kwanza</translation>
    </message>
    <message>
        <source>Your second try</source>
        <translation>Jaribio lako la pili</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bora</translation>
    </message>
    <message>
        <source>1st: {what}</source>
        <translation>1: {what}</translation>
    </message>
    <message>
        <source>Looking at your second try…</source>
        <translation>Inaangalia jaribio lako la pili…</translation>
    </message>
    <message>
        <source>Your second try could not be valued ({reason}).</source>
        <translation>Jaribio lako la pili halikuweza kupimwa ({reason}).</translation>
    </message>
    <message>
        <source>Your first play, your second try and the best play.</source>
        <translation>Hatua yako ya kwanza, jaribio lako la pili na hatua bora.</translation>
    </message>
    <message>
        <source>Your first play</source>
        <translation>Hatua yako ya kwanza</translation>
    </message>
    <message>
        <source>1st and 2nd</source>
        <translation>1 na 2</translation>
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
        <translation>Mchezo {g}, hatua {m}: jibu.</translation>
    </message>
    <message>
        <source>Right this time: your second try is the best.</source>
        <translation>Sahihi safari hii: jaribio lako la pili ndilo bora.</translation>
    </message>
    <message>
        <source>Better than the first time, not yet the best.</source>
        <translation>Bora kuliko mara ya kwanza, lakini bado si bora kabisa.</translation>
    </message>
    <message>
        <source>Not better than the first time: look at the best (dashed).</source>
        <translation>Si bora kuliko mara ya kwanza: angalia hatua bora (kwa vipande).</translation>
    </message>
</context>
<context>
    <name>RolloutPanel</name>
    <message>
        <source>Trials:</source>
        <extracomment>How often the figures so far are handed to the window at most (seconds). The leading plays rolled out: at most this many, within this much of the best. (trials done, trials in all, [(board or &quot;nd&quot;/&quot;dt&quot;, equity, standard error, trials)])</extracomment>
        <translation>Majaribio:</translation>
    </message>
    <message>
        <source>Truncate after (plies):</source>
        <translation>Kata baada ya (ply):</translation>
    </message>
    <message>
        <source>no truncation</source>
        <translation>bila kukata</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Mbegu:</translation>
    </message>
    <message>
        <source>Roll out</source>
        <translation>Cheza majaribio</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Play the position out many times, cube and checkers, on every core: cubeful, with variance reduction; the same seed gives the same figures</source>
        <translation>Cheza nafasi hii hadi mwisho mara nyingi, mchemraba na kete, kwa kila kiini cha kompyuta: pamoja na mchemraba, kwa kupunguza tofauti; mbegu ile ile hutoa takwimu zile zile</translation>
    </message>
    <message numerus="yes">
        <source>Rolling out %n play(s)…</source>
        <translation>
            <numerusform>Inacheza majaribio ya hatua %n…</numerusform>
            <numerusform>Inacheza majaribio ya hatua %n…</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolling out the cube decision…</source>
        <translation>Inacheza majaribio ya uamuzi wa mchemraba…</translation>
    </message>
    <message>
        <source>Rolling out: {done} of {total} trials.</source>
        <translation>Inacheza majaribio: {done} kati ya {total}.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Inasimamisha…</translation>
    </message>
    <message>
        <source>Rollout cancelled.</source>
        <translation>Uchezaji-majaribio umeghairiwa.</translation>
    </message>
    <message>
        <source>The rollout failed: {reason}</source>
        <translation>Uchezaji-majaribio umeshindwa: {reason}</translation>
    </message>
    <message>
        <source>Rolled out: {trials} trials each, seed {seed}.</source>
        <translation>Imekamilika: majaribio {trials} kwa kila moja, mbegu {seed}.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>You</source>
        <translation>Wewe</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Mpinzani</translation>
    </message>
    <message>
        <source>The starting position</source>
        <translation>Mpangilio wa kuanzia</translation>
    </message>
    <message>
        <source>Opening roll: you 3, opponent 1</source>
        <translation>Urushaji wa kuanza: wewe 3, mpinzani 1</translation>
    </message>
    <message>
        <source>5-4: the back checkers cannot move</source>
        <translation>5-4: kete za nyuma haziwezi kusogea</translation>
    </message>
    <message>
        <source>13/7*: a hit</source>
        <translation>13/7*: kupiga</translation>
    </message>
    <message>
        <source>A closed board</source>
        <translation>Ubao uliofungwa</translation>
    </message>
    <message>
        <source>Bearing off: 6-4</source>
        <translation>Kutoa kete: 6-4</translation>
    </message>
    <message>
        <source>You double to 2</source>
        <translation>Unaongeza maradufu hadi 2</translation>
    </message>
    <message>
        <source>This Help page cannot be read: its file {name} is missing or damaged. Installing bgdesk again puts it back.</source>
        <translation>Ukurasa huu wa Msaada hauwezi kusomwa: faili lake {name} halipo au limeharibika. Ukisakinisha bgdesk tena, litarudishwa.</translation>
    </message>
    <message>
        <source>&amp;Rules of backgammon</source>
        <translation>&amp;Kanuni za backgammon</translation>
    </message>
    <message>
        <source>How to play: the board, moving, hitting, bearing off, the cube, matches, chouettes</source>
        <translation>Jinsi ya kucheza: ubao, kusogeza, kupiga, kutoa kete, mchemraba, mechi, chouette</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of backgammon</source>
        <translation>Kanuni za backgammon</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Crawford game: no doubling</source>
        <translation>Mchezo wa Crawford: hakuna maradufu</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Hakuna mechi</translation>
    </message>
    <message numerus="yes">
        <source>Match to %n</source>
        <translation>
            <numerusform>Mechi ya alama %n</numerusform>
            <numerusform>Mechi ya alama %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Kipindi cha pesa</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>katikati</translation>
    </message>
    <message>
        <source>owned by {name}</source>
        <translation>unamilikiwa na {name}</translation>
    </message>
    <message>
        <source>Cube: {v} ({owner})</source>
        <translation>Mchemraba: {v} ({owner})</translation>
    </message>
    <message>
        <source>Cube: not in use</source>
        <translation>Mchemraba: hautumiki</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>It has been kept, renamed to {name} in the folder {folder}.</source>
        <extracomment>The writes that failed are tried again at a save at most this often (and on the window&apos;s timer): a full disk is not hammered at every move.</extracomment>
        <translation>Imehifadhiwa kwa jina jipya {name} kwenye folda {folder}.</translation>
    </message>
    <message>
        <source>It could not be renamed ({reason}) and is still at {path}.</source>
        <translation>Haikuweza kubadilishwa jina ({reason}) na bado iko {path}.</translation>
    </message>
    <message>
        <source>The unfinished match that was saved could not be restored because {reason}. {where} A new match starts instead.</source>
        <translation>Mechi ambayo haijaisha iliyohifadhiwa haikuweza kurejeshwa kwa sababu {reason}. {where} Badala yake mechi mpya inaanza.</translation>
    </message>
    <message>
        <source>The fair dice of the unfinished match could not be restored ({reason}). If you resume it, it goes on with ordinary dice: its commitment no longer holds, and the match is marked as no longer verifiable.</source>
        <translation>Dadu za haki za mechi ambayo haijaisha hazikuweza kurejeshwa ({reason}). Ukiiendeleza, inaendelea kwa dadu za kawaida: ahadi yake haishiki tena, na mechi imewekwa alama kuwa haiwezi tena kukaguliwa.</translation>
    </message>
    <message>
        <source>the match {a} vs {b}, {s0}-{s1} to {n}</source>
        <translation>mechi ya {a} dhidi ya {b}, {s0}-{s1} hadi {n}</translation>
    </message>
    <message>
        <source>the money session {a} vs {b}, {s0}-{s1}</source>
        <translation>kipindi cha pesa cha {a} dhidi ya {b}, {s0}-{s1}</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Mchezo {n}</translation>
    </message>
    <message>
        <source>(the Crawford game)</source>
        <translation>(mchezo wa Crawford)</translation>
    </message>
    <message>
        <source>waiting for the opening roll</source>
        <translation>inasubiri urushaji wa kuanza</translation>
    </message>
    <message>
        <source>{who} to roll</source>
        <translation>zamu ya {who} kurusha</translation>
    </message>
    <message>
        <source>{who} has rolled {d1}-{d2} and is to move</source>
        <translation>{who} amerusha {d1}-{d2} na anapaswa kusogeza</translation>
    </message>
    <message>
        <source>{who} has doubled to {v}; {other} is to take or pass</source>
        <translation>{who} ameongeza maradufu hadi {v}; {other} anapaswa kukubali au kukataa</translation>
    </message>
    <message>
        <source>{who} has offered to resign; {other} is to answer</source>
        <translation>{who} amependekeza kujitoa; {other} anapaswa kujibu</translation>
    </message>
    <message>
        <source>the game is over; the next game has not started</source>
        <translation>mchezo umekwisha; mchezo unaofuata bado haujaanza</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>katikati</translation>
    </message>
    <message>
        <source>owned by {who}</source>
        <translation>unamilikiwa na {who}</translation>
    </message>
    <message>
        <source>The cube is at {v}, {owner}.</source>
        <translation>Mchemraba uko {v}, {owner}.</translation>
    </message>
    <message>
        <source>Resume {what}?</source>
        <translation>Uendeleze {what}?</translation>
    </message>
    <message>
        <source>The match could not be saved automatically ({reason}). Play goes on, but if bgdesk is closed now this match may be lost.</source>
        <extracomment>The longest the GUI thread took to hand a snapshot over (seconds), for benchmarks.</extracomment>
        <translation>Mechi haikuweza kuhifadhiwa kiotomatiki ({reason}). Mchezo unaendelea, lakini bgdesk ikifungwa sasa mechi hii inaweza kupotea.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Mechi ambayo haijaisha</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Endeleza</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Anza mechi mpya</translation>
    </message>
    <message>
        <source>bgdesk</source>
        <translation>bgdesk</translation>
    </message>
    <message>
        <source>A note about the files bgdesk keeps (settings, saved match, statistics):</source>
        <translation>Taarifa kuhusu faili ambazo bgdesk huhifadhi (mipangilio, mechi iliyohifadhiwa, takwimu):</translation>
    </message>
    <message>
        <source>Resume the saved chouette?</source>
        <translation>Endeleza chouette iliyohifadhiwa?</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Si sasa</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Board</source>
        <translation>Ubao</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kanuni</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Uchezaji</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Mwonekano</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sauti</translation>
    </message>
    <message>
        <source>Where your home board is</source>
        <translation>Mahali ubao wako wa nyumbani ulipo</translation>
    </message>
    <message>
        <source>Switch sides after each game (home board alternates right and left)</source>
        <translation>Badilisha pande baada ya kila mchezo (ubao wa nyumbani hubadilishana kulia na kushoto)</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Onyesha namba za pointi</translation>
    </message>
    <message>
        <source>Point numbers are those of</source>
        <translation>Namba za pointi ni za</translation>
    </message>
    <message>
        <source>Show pip counts</source>
        <translation>Onyesha umbali</translation>
    </message>
    <message>
        <source>Automatic doubles on opening ties (money sessions)</source>
        <translation>Maradufu ya kiotomatiki sare ya urushaji wa kuanza (vipindi vya pesa)</translation>
    </message>
    <message>
        <source>At most, per game</source>
        <translation>Zisizozidi, kwa kila mchezo</translation>
    </message>
    <message>
        <source>Jacoby rule: gammons count only after the cube is turned (money sessions)</source>
        <translation>Kanuni ya Jacoby: gammon huhesabiwa tu baada ya mchemraba kugeuzwa (vipindi vya pesa)</translation>
    </message>
    <message>
        <source>A backgammon counts</source>
        <translation>Backgammon huhesabiwa</translation>
    </message>
    <message>
        <source>Beavers (money sessions)</source>
        <translation>Beaver (vipindi vya pesa)</translation>
    </message>
    <message>
        <source>Roll automatically when no cube action is possible</source>
        <translation>Rusha kiotomatiki pale ambapo hakuna uamuzi wa mchemraba</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Cheza hatua za lazima kiotomatiki</translation>
    </message>
    <message>
        <source>Bear off automatically when nothing else matters</source>
        <translation>Toa kete kiotomatiki pale ambapo hakuna jingine la maana</translation>
    </message>
    <message>
        <source>Confirm moves by picking up the dice</source>
        <translation>Thibitisha hatua kwa kuokota dadu</translation>
    </message>
    <message>
        <source>Ask before doubling when the cube is clicked</source>
        <translation>Uliza kabla ya kuongeza dau maradufu mchemraba unapobofywa</translation>
    </message>
    <message>
        <source>Highlight where a checker may go</source>
        <translation>Angaza mahali kete inaweza kwenda</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Kasi ya uhuishaji</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadu</translation>
    </message>
    <message>
        <source>Default computer opponent</source>
        <translation>Mpinzani wa kompyuta wa kawaida</translation>
    </message>
    <message>
        <source>A new match is played to (points)</source>
        <translation>Mechi mpya inachezwa hadi (alama)</translation>
    </message>
    <message>
        <source>Tutor: warn before a play or cube decision that loses equity (needs bgsage)</source>
        <translation>Mkufunzi: onya kabla ya hatua au uamuzi wa mchemraba unaopoteza thamani (unahitaji bgsage)</translation>
    </message>
    <message>
        <source>Tutor warns from (thousandths of a point)</source>
        <translation>Mkufunzi huonya kuanzia (elfu moja ya alama)</translation>
    </message>
    <message>
        <source>Against a computer player, show on the board how good each of my plays and cube decisions was (needs bgsage)</source>
        <translation>Dhidi ya mchezaji wa kompyuta, onyesha ubaoni ubora wa kila hatua yangu na uamuzi wangu wa mchemraba (inahitaji bgsage)</translation>
    </message>
    <message>
        <source>Doubtful: gives up more than (thousandths of a point)</source>
        <translation>Ya mashaka: inapoteza zaidi ya (elfu moja ya alama)</translation>
    </message>
    <message>
        <source>Bad: gives up more than (thousandths of a point)</source>
        <translation>Mbaya: inapoteza zaidi ya (elfu moja ya alama)</translation>
    </message>
    <message>
        <source>Very bad: gives up more than (thousandths of a point)</source>
        <translation>Mbaya sana: inapoteza zaidi ya (elfu moja ya alama)</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Rangi</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lugha</translation>
    </message>
    <message>
        <source>Mute all sounds (key M)</source>
        <translation>Zima sauti zote (kitufe M)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Kiwango cha sauti</translation>
    </message>
    <message>
        <source>The dice are rolled</source>
        <translation>Dadu zinaporushwa</translation>
    </message>
    <message>
        <source>A checker is put down</source>
        <translation>Kete inapowekwa</translation>
    </message>
    <message>
        <source>A checker is hit</source>
        <translation>Kete inapopigwa</translation>
    </message>
    <message>
        <source>A checker enters from the bar</source>
        <translation>Kete inapoingizwa kutoka ukingoni</translation>
    </message>
    <message>
        <source>A checker is borne off</source>
        <translation>Kete inapotolewa</translation>
    </message>
    <message>
        <source>A double is offered</source>
        <translation>Maradufu yanapopendekezwa</translation>
    </message>
    <message>
        <source>A double is taken</source>
        <translation>Maradufu yanapokubaliwa</translation>
    </message>
    <message>
        <source>A double is passed</source>
        <translation>Maradufu yanapokataliwa</translation>
    </message>
    <message>
        <source>A game is won</source>
        <translation>Ushindi katika mchezo</translation>
    </message>
    <message>
        <source>A game is lost</source>
        <translation>Kushindwa katika mchezo</translation>
    </message>
    <message>
        <source>The match is won</source>
        <translation>Ushindi wa mechi</translation>
    </message>
    <message>
        <source>The computer offers to resign</source>
        <translation>Kompyuta inapoomba kujitoa</translation>
    </message>
    <message>
        <source>A checker is put where it may not go</source>
        <translation>Kete inapowekwa mahali isipoweza kwenda</translation>
    </message>
    <message>
        <source>The tutor warns</source>
        <translation>Mkufunzi anapoonya</translation>
    </message>
    <message>
        <source>No sound card or sound server was found, so bgdesk is silent.</source>
        <translation>Hakuna kadi ya sauti wala seva ya sauti iliyopatikana, kwa hiyo bgdesk iko kimya.</translation>
    </message>
    <message>
        <source>The audio library is not available on this computer, so bgdesk is silent.</source>
        <translation>Maktaba ya sauti haipatikani kwenye kompyuta hii, kwa hiyo bgdesk iko kimya.</translation>
    </message>
    <message>
        <source>Sound is switched off for this run (BGDESK_AUDIO=off).</source>
        <translation>Sauti imezimwa kwa uendeshaji huu (BGDESK_AUDIO=off).</translation>
    </message>
    <message>
        <source>The audio device would not open, so bgdesk is silent.</source>
        <translation>Kifaa cha sauti hakikufunguka, kwa hiyo bgdesk iko kimya.</translation>
    </message>
    <message>
        <source>bgdesk is silent: this computer has none of the sound libraries it plays through (PulseAudio&apos;s, ALSA&apos;s or JACK&apos;s). On Debian or Ubuntu install libpulse0 or libasound2; on Fedora, pulseaudio-libs or alsa-lib.</source>
        <translation>bgdesk iko kimya: kompyuta hii haina maktaba yoyote ya sauti inayotumia (ya PulseAudio, ALSA au JACK). Kwenye Debian au Ubuntu sakinisha libpulse0 au libasound2; kwenye Fedora, pulseaudio-libs au alsa-lib.</translation>
    </message>
    <message>
        <source>Bottom right (usual)</source>
        <translation>Chini kulia (kawaida)</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>Chini kushoto</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Juu kulia</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Juu kushoto</translation>
    </message>
    <message>
        <source>the player at the bottom</source>
        <translation>mchezaji wa chini</translation>
    </message>
    <message>
        <source>the player on roll</source>
        <translation>mchezaji mwenye zamu</translation>
    </message>
    <message>
        <source>triple (3 times the cube)</source>
        <translation>mara tatu (mara 3 ya mchemraba)</translation>
    </message>
    <message>
        <source>double, like a gammon</source>
        <translation>mara mbili, kama gammon</translation>
    </message>
    <message>
        <source>Off (checkers jump)</source>
        <translation>Imezimwa (kete zinaruka)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Polepole</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Kawaida</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Haraka</translation>
    </message>
    <message>
        <source>Rolled by the computer (random)</source>
        <translation>Zinarushwa na kompyuta (bahati nasibu)</translation>
    </message>
    <message>
        <source>Entered by hand (your own dice)</source>
        <translation>Zinaingizwa kwa mkono (dadu zako mwenyewe)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Asili</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Utofautishaji mkubwa</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Bahari</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Mwanzilishi</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Wa kati</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Hodari</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mtaalamu</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Kiwango cha dunia</translation>
    </message>
    <message>
        <source>Same as the computer</source>
        <translation>Sawa na kompyuta</translation>
    </message>
    <message>
        <source>Money session</source>
        <translation>Kipindi cha pesa</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Mipangilio</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Mengineyo</translation>
    </message>
    <message>
        <source>Your checkers are the light ones; they travel along the arrow and are borne off beside your home board.</source>
        <translation>Kete zako ni zile nyeupe; zinasafiri kufuata mshale na hutolewa kando ya ubao wako wa nyumbani.</translation>
    </message>
    <message>
        <source>These are the rules offered for each new money session or match; you can still change them when you start one.</source>
        <translation>Hizi ndizo kanuni zinazopendekezwa kwa kila kipindi kipya cha pesa au mechi mpya; bado unaweza kuzibadilisha unapoanza.</translation>
    </message>
    <message>
        <source>The Crawford rule is always applied in matches: when a player first comes within one point of winning, the next game is played without the doubling cube.</source>
        <translation>Kanuni ya Crawford hutumika daima katika mechi: mchezaji anapobakiza alama moja kwa mara ya kwanza ili ashinde, mchezo unaofuata huchezwa bila mchemraba wa dau.</translation>
    </message>
    <message>
        <source>Automatic doubles, the Jacoby rule and beavers are for money play; matches never use them.</source>
        <translation>Maradufu ya kiotomatiki, kanuni ya Jacoby na beaver ni kwa mchezo wa pesa; mechi hazitumii kamwe.</translation>
    </message>
    <message>
        <source>Plays and cube decisions are marked doubtful, bad or very bad as GNU Backgammon marks them, by the equity they give up; GNU Backgammon 1.07&apos;s thresholds are 30, 60 and 120 thousandths of a point.</source>
        <translation>Hatua na maamuzi ya mchemraba huwekwa alama ya mashaka, mbaya au mbaya sana kama GNU Backgammon inavyofanya, kwa thamani wanayopoteza; mipaka ya GNU Backgammon 1.07 ni elfu 30, 60 na 120 za alama.</translation>
    </message>
    <message>
        <source>With moves confirmed by picking up the dice, every step can be taken back until you click the dice.</source>
        <translation>Hatua zikithibitishwa kwa kuokota dadu, kila hatua inaweza kurudishwa hadi ubofye dadu.</translation>
    </message>
    <message>
        <source>Every colour scheme keeps the two players&apos; checkers far apart in lightness, so they stay easy to tell apart with colour blindness. A new language applies as soon as you press OK; the game in progress carries on.</source>
        <translation>Kila mpango wa rangi huweka kete za wachezaji wawili mbali kwa mwangaza, ili zitofautishwe kwa urahisi hata na wasioona rangi vizuri. Lugha mpya inatumika mara unapobonyeza Sawa; mchezo unaoendelea unaendelea.</translation>
    </message>
    <message>
        <source>Look for an audio device again</source>
        <translation>Tafuta kifaa cha sauti tena</translation>
    </message>
    <message>
        <source>Play a sound when</source>
        <translation>Cheza sauti wakati</translation>
    </message>
    <message>
        <source>Listen</source>
        <translation>Sikiliza</translation>
    </message>
    <message>
        <source>Listen: {what}</source>
        <translation>Sikiliza: {what}</translation>
    </message>
</context>
<context>
    <name>StandardButtons</name>
    <message>
        <source>OK</source>
        <extracomment>The languages bgdesk speaks, English (the source language) first. Each language by its own name, so that a person finds theirs whatever language is showing. The QLocale each language formats numbers and dates with.</extracomment>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ndiyo</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hapana</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Tekeleza</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Tupa</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Msaada</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Weka upya</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Rejesha chaguo-msingi</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Jaribu tena</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Puuza</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Acha</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>Bado hakuna michezo iliyorekodiwa: michezo iliyokwisha huonekana hapa.</translation>
    </message>
    <message>
        <source>Games, oldest first</source>
        <translation>Michezo, ya zamani kwanza</translation>
    </message>
    <message>
        <source>No drills yet: Practice &gt; Drills.</source>
        <translation>Bado hakuna mazoezi: Mazoezi &gt; Mazoezi mafupi.</translation>
    </message>
    <message>
        <source>Equity given up per answer, week by week (lower is better)</source>
        <translation>Thamani iliyopotea kwa kila jibu, wiki kwa wiki (chini ni bora)</translation>
    </message>
    <message>
        <source>Week of</source>
        <translation>Wiki ya</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Seti</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Majibu</translation>
    </message>
    <message>
        <source>Best answers</source>
        <translation>Majibu bora</translation>
    </message>
    <message>
        <source>Equity given up
per answer</source>
        <translation>Thamani iliyopotea
kwa kila jibu</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Mchezaji</translation>
    </message>
    <message>
        <source>In the box
games</source>
        <translation>Sandukuni
michezo</translation>
    </message>
    <message>
        <source>In the box
points won / lost</source>
        <translation>Sandukuni
alama zilizoshinda / zilizopotea</translation>
    </message>
    <message>
        <source>In the box
per game</source>
        <translation>Sandukuni
kwa kila mchezo</translation>
    </message>
    <message>
        <source>In the team
games</source>
        <translation>Kwenye timu
michezo</translation>
    </message>
    <message>
        <source>In the team
points won / lost</source>
        <translation>Kwenye timu
alama zilizoshinda / zilizopotea</translation>
    </message>
    <message>
        <source>In the team
per game</source>
        <translation>Kwenye timu
kwa kila mchezo</translation>
    </message>
    <message>
        <source>Net points
per game</source>
        <translation>Alama halisi
kwa kila mchezo</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Mpinzani</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Michezo</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ameshinda</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ameshindwa</translation>
    </message>
    <message>
        <source>Gammons
won / lost</source>
        <translation>Gammon
shinda / shindwa</translation>
    </message>
    <message>
        <source>Backgammons
won / lost</source>
        <translation>Backgammon
shinda / shindwa</translation>
    </message>
    <message>
        <source>Points
per game</source>
        <translation>Alama
kwa mchezo</translation>
    </message>
    <message>
        <source>Matches
won / played</source>
        <translation>Mechi
shinda / chezwa</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Kompyuta ({level})</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Takwimu</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Mazoezi mafupi</translation>
    </message>
    <message>
        <source>Chouettes</source>
        <translation>Chouette</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Wapinzani wote</translation>
    </message>
    <message numerus="yes">
        <source>net {net} point(s)</source>
        <comment>the net points after the games won and lost</comment>
        <translation>
            <numerusform>jumla alama {net}</numerusform>
            <numerusform>jumla alama {net}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded: {wins} won, {losses} lost, {net}.</source>
        <translation>
            <numerusform>Mchezo %n umerekodiwa: {wins} ushindi, {losses} kushindwa, {net}.</numerusform>
            <numerusform>Michezo %n imerekodiwa: {wins} ushindi, {losses} kushindwa, {net}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seen by {who}, the player at the bottom of the board.</source>
        <translation>Kwa mtazamo wa {who}, mchezaji aliye chini ya ubao.</translation>
    </message>
    <message>
        <source>No games recorded yet. Every finished game is added here.</source>
        <translation>Bado hakuna michezo iliyorekodiwa. Kila mchezo uliokwisha huongezwa hapa.</translation>
    </message>
    <message numerus="yes">
        <source>Kept but not counted: %n game(s) of matches with take-backs.</source>
        <translation>
            <numerusform>Zimehifadhiwa lakini hazihesabiwi: mchezo %n wa mechi zenye hatua zilizorudishwa.</numerusform>
            <numerusform>Zimehifadhiwa lakini hazihesabiwi: michezo %n ya mechi zenye hatua zilizorudishwa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chouette game(s) recorded. In the box, the points are those the box won or lost against the whole team; in the team, each member&apos;s own.</source>
        <translation>
            <numerusform>Mchezo %n wa chouette umerekodiwa. Sandukuni, alama ni zile ambazo sanduku lilishinda au kupoteza dhidi ya timu nzima; kwenye timu, ni za kila mwanachama mwenyewe.</numerusform>
            <numerusform>Michezo %n ya chouette imerekodiwa. Sandukuni, alama ni zile ambazo sanduku lilishinda au kupoteza dhidi ya timu nzima; kwenye timu, ni za kila mwanachama mwenyewe.</numerusform>
        </translation>
    </message>
    <message>
        <source>No chouette games recorded yet. Every finished chouette game is added here.</source>
        <translation>Bado hakuna mchezo wa chouette uliorekodiwa. Kila mchezo wa chouette uliokamilika huongezwa hapa.</translation>
    </message>
    <message numerus="yes">
        <source>%n drill set(s) answered, {answers} positions in all.</source>
        <translation>
            <numerusform>Seti %n ya mazoezi imejibiwa, nafasi {answers} kwa jumla.</numerusform>
            <numerusform>Seti %n za mazoezi zimejibiwa, nafasi {answers} kwa jumla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Net points against {name}</source>
        <translation>Jumla ya alama dhidi ya {name}</translation>
    </message>
    <message>
        <source>Net points against all opponents</source>
        <translation>Jumla ya alama dhidi ya wapinzani wote</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the saved match</source>
        <extracomment>Seconds between two tries of the writes that failed.</extracomment>
        <translation>mechi iliyohifadhiwa</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>takwimu</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>mipangilio</translation>
    </message>
    <message>
        <source>a fair-dice seed</source>
        <translation>mbegu ya dadu za haki</translation>
    </message>
    <message>
        <source>the archive of finished matches</source>
        <translation>hifadhi ya mechi zilizokwisha</translation>
    </message>
    <message>
        <source>the list of recent files</source>
        <translation>orodha ya faili za hivi karibuni</translation>
    </message>
    <message>
        <source>{what} could not be written: the disk is full. bgdesk keeps it and tries again; free some space.</source>
        <translation>{what}: haikuweza kuandikwa, diski imejaa. bgdesk inaiweka na inajaribu tena; toa nafasi kidogo.</translation>
    </message>
    <message>
        <source>{what} could not be written: the system does not allow it (permission denied) in {folder}. bgdesk tries again.</source>
        <translation>{what}: haikuweza kuandikwa, mfumo hauruhusu (ruhusa imekataliwa) katika {folder}. bgdesk inajaribu tena.</translation>
    </message>
    <message>
        <source>{what} could not be written: the disk is read-only. bgdesk tries again.</source>
        <translation>{what}: haikuweza kuandikwa, diski ni ya kusoma tu. bgdesk inajaribu tena.</translation>
    </message>
    <message>
        <source>{what} is not written over: the file {path} cannot be read (permission denied), and what it holds would be lost. Let your account read it again; bgdesk tries again.</source>
        <translation>{what}: haiandikwi juu yake, faili {path} haiwezi kusomwa (ruhusa imekataliwa), na kilichomo kingepotea. Ruhusu akaunti yako kuisoma tena; bgdesk inajaribu tena.</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>ni kiungo cha ishara</translation>
    </message>
    <message>
        <source>it belongs to another user account</source>
        <translation>ni ya akaunti nyingine ya mtumiaji</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <translation>si folda</translation>
    </message>
    <message>
        <source>{what} is not written: the folder {place} {why_text}, and bgdesk neither follows nor changes such a folder. Move it away or put a folder of your own in its place.</source>
        <translation>{what}: haiandikwi, folda {place}: {why_text}, na bgdesk haifuati wala haibadilishi folda kama hiyo. Iondoe au weka folda yako mwenyewe mahali pake.</translation>
    </message>
    <message>
        <source>{what} could not be written ({reason}). bgdesk tries again.</source>
        <translation>{what}: haikuweza kuandikwa ({reason}). bgdesk inajaribu tena.</translation>
    </message>
    <message>
        <source>{what} ({path}) cannot be read: the system does not allow it (permission denied). It is not damaged and is left where it is; once your account may read it again, bgdesk uses it again, and until then nothing is written over it.</source>
        <translation>{what} ({path}) haiwezi kusomwa: mfumo hauruhusu (ruhusa imekataliwa). Haijaharibika na imeachwa ilipo; akaunti yako ikiruhusiwa kuisoma tena, bgdesk itaitumia tena, na hadi hapo hakuna kinachoandikwa juu yake.</translation>
    </message>
    <message>
        <source>{what} ({path}) was not read: a folder on its way is a symbolic link or another user account&apos;s, and bgdesk neither follows nor changes such a folder. It is left as it is.</source>
        <translation>{what} ({path}) haikusomwa: folda moja njiani ni kiungo cha ishara au ni ya akaunti nyingine ya mtumiaji, na bgdesk haifuati wala haibadilishi folda kama hiyo. Imeachwa kama ilivyo.</translation>
    </message>
    <message>
        <source>Every file bgdesk keeps is written again: nothing is waiting to be saved.</source>
        <translation>Kila faili ambayo bgdesk huhifadhi imeandikwa tena: hakuna kinachosubiri kuhifadhiwa.</translation>
    </message>
    <message numerus="yes">
        <source>Not saved: %n file(s)</source>
        <translation>
            <numerusform>Haijahifadhiwa: faili %n</numerusform>
            <numerusform>Hazijahifadhiwa: faili %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n failed write(s))</source>
        <translation>
            <numerusform>(uandishi %n umeshindwa)</numerusform>
            <numerusform>(maandishi %n yameshindwa)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamDoubleDialog</name>
    <message>
        <source>{proposer} proposes that the team double {box} (the box): every member&apos;s cube goes to {value}.</source>
        <translation>{proposer} anapendekeza timu iongeze maradufu dhidi ya {box} (sanduku): mchemraba wa kila mwanatimu unakwenda {value}.</translation>
    </message>
    <message>
        <source>Agreed so far: {names}.</source>
        <translation>Waliokubali hadi sasa: {names}.</translation>
    </message>
    <message>
        <source>The team doubles only if every member agrees; one refusal and there is no double this turn.</source>
        <translation>Timu inaongeza maradufu tu ikiwa kila mwanatimu anakubali; mmoja akikataa, hakuna maradufu zamu hii.</translation>
    </message>
    <message>
        <source>Team double</source>
        <translation>Maradufu ya timu</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}, uamuzi ni wako</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>Kubali</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Kataa</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic</source>
        <extracomment>The classes of a decision (:mod:`bgdesk.bots.skill`), in every theme: colours of Okabe and Ito&apos;s palette, which stay apart for the common colour-blindnesses; every judged play also carries its class in words on a badge, and the better play not made is drawn dashed.</extracomment>
        <translation>Asili</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Utofautishaji mkubwa</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Bahari</translation>
    </message>
</context>
<context>
    <name>TryController</name>
    <message>
        <source>You</source>
        <translation>Wewe</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Mpinzani</translation>
    </message>
    <message>
        <source>The answer here is a play: play the roll, then pick up the dice.</source>
        <translation>Jibu hapa ni hatua: cheza urushaji, kisha okota dadu.</translation>
    </message>
    <message>
        <source>That is not one of the answers here.</source>
        <translation>Hilo si mojawapo ya majibu hapa.</translation>
    </message>
    <message>
        <source>The answer has been given.</source>
        <translation>Jibu limeshatolewa.</translation>
    </message>
    <message>
        <source>Nothing to play here.</source>
        <translation>Hakuna cha kucheza hapa.</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>The tutor is still looking at this decision…</source>
        <translation>Mkufunzi bado anaangalia uamuzi huu…</translation>
    </message>
    <message>
        <source>The tutor is looking at your decision…</source>
        <translation>Mkufunzi anaangalia uamuzi wako…</translation>
    </message>
    <message>
        <source>This play gives up {loss} points of equity.</source>
        <translation>Hatua hii inapoteza alama {loss} za thamani.</translation>
    </message>
    <message>
        <source>Your play: {mine} (equity {me}).
Better: {best} (equity {eq}).</source>
        <translation>Hatua yako: {mine} (thamani {me}).
Bora zaidi: {best} (thamani {eq}).</translation>
    </message>
    <message>
        <source>Keep my play</source>
        <translation>Baki na hatua yangu</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Irudishe</translation>
    </message>
    <message>
        <source>Doubling gives up {loss} points of equity.</source>
        <translation>Kuongeza maradufu kunapoteza alama {loss} za thamani.</translation>
    </message>
    <message>
        <source>Double anyway</source>
        <translation>Ongeza maradufu hata hivyo</translation>
    </message>
    <message>
        <source>Don&apos;t double</source>
        <translation>Usiongeze maradufu</translation>
    </message>
    <message>
        <source>Rolling without doubling gives up {loss} points of equity.</source>
        <translation>Kurusha bila kuongeza maradufu kunapoteza alama {loss} za thamani.</translation>
    </message>
    <message>
        <source>Roll anyway</source>
        <translation>Rusha hata hivyo</translation>
    </message>
    <message>
        <source>Think again</source>
        <translation>Fikiri tena</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.
No double {nd}, double/take {dt}, double/pass {dp}.</source>
        <translation>Uamuzi sahihi wa mchemraba: {action}.
Hakuna maradufu {nd}, maradufu/kubali {dt}, maradufu/kataa {dp}.</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>Kukubali</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Kukataa</translation>
    </message>
    <message>
        <source>{what} gives up {loss} points of equity.</source>
        <translation>{what} kunapoteza alama {loss} za thamani.</translation>
    </message>
    <message>
        <source>take</source>
        <translation>kukubali</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>kukataa</translation>
    </message>
    <message>
        <source>The better answer is to {better}: take {take}, pass {drop}.</source>
        <translation>Jibu bora ni {better}: kukubali {take}, kukataa {drop}.</translation>
    </message>
    <message>
        <source>Take anyway</source>
        <translation>Kubali hata hivyo</translation>
    </message>
    <message>
        <source>Pass anyway</source>
        <translation>Kataa hata hivyo</translation>
    </message>
    <message>
        <source>The tutor could not look at this decision ({reason}).</source>
        <translation>Mkufunzi hakuweza kuangalia uamuzi huu ({reason}).</translation>
    </message>
    <message>
        <source>Play taken back: play the roll again.</source>
        <translation>Hatua imerudishwa: cheza urushaji tena.</translation>
    </message>
    <message>
        <source>Think again: take or pass?</source>
        <translation>Fikiri tena: kubali au kataa?</translation>
    </message>
    <message>
        <source>Think again: roll or double?</source>
        <translation>Fikiri tena: rusha au ongeza maradufu?</translation>
    </message>
</context>
<context>
    <name>TutorDialog</name>
    <message>
        <source>Tutor</source>
        <translation>Mkufunzi</translation>
    </message>
</context>
<context>
    <name>WinPlot</name>
    <message>
        <source>Chance that {name} wins the game, after every play</source>
        <translation>Uwezekano kwamba {name} atashinda mchezo, baada ya kila hatua</translation>
    </message>
    <message>
        <source>Nothing to plot yet.</source>
        <translation>Bado hakuna cha kuchora.</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Mchezo {n}</translation>
    </message>
</context>
</TS>
