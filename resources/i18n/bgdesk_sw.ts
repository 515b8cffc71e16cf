<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw" sourcelanguage="en">
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
        <source>{name} played {play}. {next} is on roll.</source>
        <translation>{name} amecheza {play}. Zamu ya {next} kurusha.</translation>
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
        <source>beavers</source>
        <translation>beaver</translation>
    </message>
    <message>
        <source>backgammons count as gammons</source>
        <translation>backgammon huhesabiwa kama gammon</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Mchezo wa pesa</translation>
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
    <name>MainWindow</name>
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
        <source>Two players on this computer</source>
        <translation>Wachezaji wawili kwenye kompyuta hii</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Dhidi ya kompyuta</translation>
    </message>
    <message>
        <source>Computer opponents are not available yet.</source>
        <translation>Wapinzani wa kompyuta bado hawapatikani.</translation>
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
    <name>Session</name>
    <message>
        <source>It has been kept, renamed to {name} in the folder {folder}.</source>
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
        <source>Colours</source>
        <translation>Rangi</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lugha</translation>
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
        <source>Same as the computer</source>
        <translation>Sawa na kompyuta</translation>
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
        <source>Your checkers are the light ones at the bottom; they travel along the arrow and are borne off beside your home board.</source>
        <translation>Kete zako ni zile nyeupe zilizo chini; zinasafiri kufuata mshale na hutolewa kando ya ubao wako wa nyumbani.</translation>
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
        <source>With moves confirmed by picking up the dice, every step can be taken back until you click the dice.</source>
        <translation>Hatua zikithibitishwa kwa kuokota dadu, kila hatua inaweza kurudishwa hadi ubofye dadu.</translation>
    </message>
    <message>
        <source>Every colour scheme keeps the two players&apos; checkers far apart in lightness, so they stay easy to tell apart with colour blindness. A new language applies as soon as you press OK; the game in progress carries on.</source>
        <translation>Kila mpango wa rangi huweka kete za wachezaji wawili mbali kwa mwangaza, ili zitofautishwe kwa urahisi hata na wasioona rangi vizuri. Lugha mpya inatumika mara unapobonyeza Sawa; mchezo unaoendelea unaendelea.</translation>
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
        <source>Statistics</source>
        <translation>Takwimu</translation>
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
</TS>
