<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="af" sourcelanguage="en">
<context>
    <name>BoardItems</name>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <comment>pip count beside a player&apos;s name</comment>
        <translation>
            <numerusform>%n pip</numerusform>
            <numerusform>%n pips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
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
        <source>{name} played {play}. {next} is on roll.</source>
        <translation>{name} het {play} gespeel. {next} moet gooi.</translation>
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
    <message>
        <source>no cube</source>
        <translation>geen kubus</translation>
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
        <source>beavers</source>
        <translation>bewers</translation>
    </message>
    <message>
        <source>backgammons count as gammons</source>
        <translation>backgammons tel as gammons</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Spel om geld</translation>
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
    <name>MainWindow</name>
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
        <source>Two players on this computer</source>
        <translation>Twee spelers op hierdie rekenaar</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Teen die rekenaar</translation>
    </message>
    <message>
        <source>Computer opponents are not available yet.</source>
        <translation>Rekenaarteenstanders is nog nie beskikbaar nie.</translation>
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
    <name>Session</name>
    <message>
        <source>It has been kept, renamed to {name} in the folder {folder}.</source>
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
        <source>Colours</source>
        <translation>Kleure</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
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
        <source>Same as the computer</source>
        <translation>Dieselfde as die rekenaar</translation>
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
        <source>Your checkers are the light ones at the bottom; they travel along the arrow and are borne off beside your home board.</source>
        <translation>Jou stukke is die ligte onderaan; hulle beweeg langs die pyl en word langs jou tuisbord afgehaal.</translation>
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
        <source>With moves confirmed by picking up the dice, every step can be taken back until you click the dice.</source>
        <translation>As skuiwe bevestig word deur die dobbelstene op te tel, kan elke stap teruggeneem word totdat jy op die dobbelstene klik.</translation>
    </message>
    <message>
        <source>Every colour scheme keeps the two players&apos; checkers far apart in lightness, so they stay easy to tell apart with colour blindness. A new language applies as soon as you press OK; the game in progress carries on.</source>
        <translation>Elke kleurskema hou die twee spelers se stukke ver uitmekaar in ligtheid, sodat hulle ook met kleurblindheid maklik onderskei kan word. &apos;n Nuwe taal geld sodra jy OK druk; die spel aan die gang gaan voort.</translation>
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
        <source>Statistics</source>
        <translation>Statistiek</translation>
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
</TS>
