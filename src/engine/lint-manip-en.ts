import type { ManipRule } from './lint-manip-zh.js';

/** Up to n characters inside one sentence. */
const g = (n: number) => `[^.!?\\n]{0,${n}}`;
const rx = (...parts: string[]) => new RegExp(parts.join(''), 'u');

// English drafts pressure in their own idioms; these are not a translation of the Chinese list.
const CUT_OFF =
  "(?:we're done|we are done|i'm done|i am done|i'm out|i'm gone|i'm leaving|i'll leave|i'll block|block you|delet|unfollow|don't bother|never (?:talk|text|speak|see|call)|" +
  "lose me|it's over|we're over|we're through|we are over|we are through|forget (?:about )?(?:me|us)\\b|i'll find someone|find someone (?:else|who)|that's it|you'll regret|you'll be sorry|done with you|never hear from me|walk away|i'll move on|we're finished|(?<!you )don't (?:ever )?(?:talk|text|speak|call|come)|i'll never be (?:okay|ok|the same)|(?:not going to|won't|can't) keep trying|why we're even doing this)";
/** The sentence so far says they need not: what follows is no demand. */
const EN_NO_NEED = /\b(?:no|no need|no rush|no pressure|no hurry|don't have|don't need|doesn't have|do not have|never have|needn't|not asking you|without)\b[^.!?]{0,30}$/u;
const DAY = '(?:tonight|tomorrow|midnight|noon|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|this weekend|the end of)';

const EN_RULES: readonly ManipRule[] = [
  // "if you don't …, we're done"; "skip it and I'm deleting your number".
  { kind: 'manip.threat', re: rx("\\bif you\\b", g(60), '\\b', CUT_OFF) },
  { kind: 'manip.threat', re: rx("\\band (?:i'm|i am|i'll|we're|we are) (?:deleting|blocking|done|gone|out|leaving|over|through|unfollowing|walking|finished)\\b") },
  { kind: 'manip.threat', re: rx("\\bor (?:else|i'm (?:done|gone|out|leaving)|we're (?:done|over|through)|i'll (?:leave|block|go|walk))\\b") },

  // Deadlines and either-or.
  { kind: 'manip.ultimatum', re: rx("\\byou have (?:until|till|\\d+ (?:hours?|days?|minutes?))\\b|\\bafter that,? (?:i'm|we're|i'll|it's)\\b|\\b(?:your|this is the|this is my) last chance\\b|\\blast chance (?:to (?:fix|make|prove|save)|before i)|\\bthe last time i'm (?:asking|saying|trying)\\b|\\byes or no\\?|\\bit's (?:me|them|him|her|us) or\\b") },
  { kind: 'manip.ultimatum', re: rx("\\beither\\b(?! way)", g(60), "\\bor (?:i'm|we're|i'll|it's over|we're done|forget|let me go|leave me alone|i (?:stop|leave|walk|move|give up|quit|go))|\\bnow or never\\b(?! for\\b)|\\btake it or leave it\\b") },
  // "Pick one" is an either-or only with the sender as one side ("pizza or tacos? pick one" is a question).
  { kind: 'manip.ultimatum', re: rx("\\b(?:pick one|choose|make a choice|decide)\\b"), also: /\b(?:me|us) or\b|\bor me\b/u },
  // Told to decide now, unless the sentence says they need not ("no need to decide tonight").
  { kind: 'manip.ultimatum', re: rx("\\bchoose (?:now|already)\\b|\\bmake up your mind\\b|\\bfinal (?:answer|offer|chance)\\b|\\bdecide (?:now|tonight|today|by)\\b"), notAfter: EN_NO_NEED },
  // "or" of a deadline, not of a choice ("by friday, 7 or 8?").
  { kind: 'manip.ultimatum', re: rx('\\bby ', DAY, g(30), "\\b(?:or(?! \\d| \\w+\\s*\\?)|otherwise|else|or i'm|decide|answer me)\\b") },

  // Keeping score.
  { kind: 'manip.guilt', re: rx("\\bafter (?:all|everything) (?:i've|i have|i did|i do|i gave|i)\\b|\\bbent over backwards\\b|\\byou owe me\\b(?!\\s*nothing)|\\bso you owe\\b|\\bthe least you (?:could|can)\\b") },
  { kind: 'manip.guilt', re: rx("\\bi did (?:all|everything|so much) (?:of )?(?:this |that )?for you\\b|\\bdo you know how much i\\b|\\bthis is how you (?:treat|repay|thank)\\b|\\bi gave you everything\\b|\\bhow could you do this to me\\b|\\bi've done so much\\b|\\bnot even a thank") },
  {
    kind: 'manip.guilt',
    re: rx("\\bi (?:literally |just |even |already )?(?:drove|flew|walked|waited|spent|paid|gave up|skipped|cancell?ed|bought|took|came|travell?ed|got you)\\b", g(60), "\\b(?:and you|you can't|you won't|you still|you couldn't|you didn't|you don't|yet you|but you|you owe|so you)\\b"),
  },
  { kind: 'manip.guilt', re: rx("\\byou kept the\\b", g(30), "\\b(?:so|owe|but|and)\\b") },

  // Feelings as an exam.
  { kind: 'manip.love_test', re: rx("\\bif you (?:really |actually |truly |even |honestly )?(?:cared|loved|liked|wanted|respected|valued|missed)(?: me| about me| us)?\\b", g(60), "\\byou(?:'d|'ll| would| will| wouldn't| should)") },
  { kind: 'manip.love_test', re: rx("\\bprove (?:it|that you|you|to me)\\b|\\byou don't (?:even |really )?(?:care|love|like|want) (?:about )?me\\b(?! to\\b)|\\bdo you (?:even|actually) (?:care|like|love|want)(?: about)? (?:me|us)\\b|\\bif i (?:really )?mattered\\b") },
  { kind: 'manip.love_test', re: rx("\\ba real (?:boyfriend|girlfriend|partner|friend) would\\b|\\bshow me (?:you|that you) (?:care|mean)\\b|\\bis there someone else\\b|\\bam i not good enough\\b|\\bno one will ever\\b") },
  { kind: 'manip.love_test', re: rx("\\b(?:girl|guy|person|someone|anyone|boyfriend|girlfriend) who (?:actually |really |truly )?(?:liked|loved|cared about|wanted) me would\\b") },

  // Sulking.
  { kind: 'manip.sulking', re: rx("\\b(?:i guess|guess) i'll (?:just )?(?:disappear|go away|stop|leave you alone|be alone|shut up|stay out)|\\bi'll just (?:disappear|be alone|leave you alone|go away|shut up)\\b") },
  { kind: 'manip.sulking', re: rx("\\bdon't worry about me\\b|\\bi won't (?:text|message|bother|call|reach out)(?: to)?(?: you)?(?: first)? (?:anymore|again|ever)\\b|\\bsee how you like it\\b|\\b(?:clearly|obviously) not (?:a|your) priority\\b") },
  { kind: 'manip.sulking', re: rx("\\bi'll stop (?:bothering|texting|messaging|trying)\\b|\\bforget i (?:said|asked|exist)\\b|\\bnot like you(?:'d| would| even)? (?:care|notice)\\b|\\bi'll (?:just )?(?:leave you alone|stop bothering you|go away)(?: forever| then| for good| from now on)|\\byou won't (?:even )?(?:notice|miss me)\\b|^(?:fine|whatever|k)[.!]") },

  // Pushing past a no.
  { kind: 'manip.pressure', re: rx("\\byou said (?:no|you're not|you weren't|you don't|you didn't|you aren't|not)\\b", g(60), '\\bbut\\b|\\bi know you said no\\b') },
  { kind: 'manip.pressure', re: rx("\\bi'm not giving up\\b|\\bi won't give up\\b|\\bsay no as many\\b|\\b(?:won't|don't) take no\\b|\\bnot taking no\\b|\\byou'll change your mind\\b|\\bwhy won't you\\b|\\bi'll wait (?:forever|as long as)\\b|\\bjust say yes\\b|\\buntil you say yes\\b|\\bkeep asking\\b") },
  { kind: 'manip.pressure', re: rx("\\byou just need (?:time|to)\\b", g(40), '\\b(?:realize|see|like me|come around)|\\bgive (?:me|us|this) (?:one more|another|a real|a second) chance\\b|\\byou can\'t just say\\b|\\bjust think about it again\\b') },
  { kind: 'manip.pressure', re: rx("\\byou (?:kinda |kind of |basically |literally )have to\\b") },

  // "Busy" waved away.
  { kind: 'manip.busy', re: rx("\\b(?:nobody|no one)(?:'s| is) that busy\\b|\\balways \"?busy\\b|\\bi don't care (?:that|if) you\\b|\\byou can spare\\b|\\byou had time to\\b|\\btoo busy for me\\b|\\bmake time for me\\b|\\badmit you're avoiding\\b") },
  { kind: 'manip.busy', re: rx('"?busy"?\\?\\s*(?:you\'re|you are|but you|yet you)') },
  { kind: 'manip.busy', re: rx("\\byou(?:'re| are| said you're| said you were) (?:so )?(?:busy|swamped|slammed)\\b", g(40), "\\bbut\\b", g(40), "\\b(?:time|call|text|posted|online)\\b", "|\\bsince you're \"busy\"") },

  // Too much, too fast.
  { kind: 'manip.love_bombing', re: rx("\\bsoul ?mates?\\b|\\byou're the one\\b|\\bthe one for me\\b|\\bnever felt this way about anyone\\b|\\bmeant to be\\b|\\bcan't live without you\\b|\\blove of my life\\b|\\bmove in together\\b|\\bmarry (?:me|you)\\b|\\byou're my (?:everything|whole world|world|universe|life)\\b|\\bcan't imagine (?:a (?:single )?day|my life|life) without you\\b|\\bmatching tattoos\\b") },
  { kind: 'manip.love_bombing', re: rx("\\btold my (?:mom|mum|dad|parents|family|friends) (?:about us|about you|you're|that you)\\b|\\bdon't let me down\\b|\\bonly one for me\\b|\\bplanned (?:out )?our (?:future|life|wedding|first trip|trip|vacation|honeymoon)\\b") },

  // Someone else as a goad.
  { kind: 'manip.jealousy', re: rx("\\bguess i'll (?:hang out|go out|spend (?:time|the night)) with\\b|\\bbefore it's too late\\b|\\bplenty of (?:guys|girls|people|others)\\b|\\bat least (?:someone|somebody|\\w+) (?:texts|replies|answers|cares|wants)\\b|\\bsomeone else (?:would|will|wants|asked)\\b") },
  {
    kind: 'manip.jealousy',
    re: rx("\\b(?:asked me out|wants to take me out|keeps texting me|texts me back|hit on me|is into me|asked for my number|flirting with me)\\b"),
    also: /\bbtw\b|just (?:thought|saying|so you know)|you should know|since you're|unlike you|someone else|😉|😏/u,
  },

  // My feelings are your fault.
  { kind: 'manip.blame', re: rx("\\byou're doing this to me\\b|\\bbecause of you,? i\\b|\\byou made me (?:cry|feel|do)\\b|\\bdon't know what i(?:'ll| will| might| would) do\\b|\\bit's (?:all )?your fault\\b|\\blook what you(?:'ve)? (?:did|done|made)\\b|\\byou're hurting me\\b|\\byou're the reason (?:i'm|i am|i can't|i feel)\\b|\\bi'll (?:never be (?:okay|ok|the same|happy)|fall apart|break down)\\b") },
  { kind: 'manip.blame', re: rx("\\bi can't (?:sleep|eat|focus|function|breathe)\\b", g(30), '\\b(?:when you|because you|since you|until you)\\b') },

  // Reply now.
  { kind: 'manip.demand', re: rx("\\banswer me\\b|^reply\\b|(?<!late |slow |quick |fast )\\breply(?:\\.|!| now| already| asap| to me)|\\btext me back\\W{0,3}(?:now|right now|already)\\b|\\bwhy aren't you (?:answering|replying|texting)\\b|\\bi can see you're online\\b") },
  { kind: 'manip.demand', re: rx("\\byou read it\\b|\\bhello\\?{2,}|\\?{3,}|\\bare you ignoring me\\b|\\bpick up (?:the|your) phone\\b|\\bleft me on read\\b") },

  // Held up against someone else.
  { kind: 'manip.comparison', re: rx('\\b(?:girlfriend|boyfriend|gf|bf|partner)\\b', g(40), '\\b(?:every|always|never)\\b'), also: /just saying|why can't you|you never|unlike you|\byou don't\b/u },
  { kind: 'manip.comparison', re: rx("\\bmy ex (?:never|always|would|used to|didn't)\\b|\\bany other (?:girl|guy|woman|man|person)\\b|\\bother (?:girls|guys) (?:would|don't|never)\\b|\\bwhy can't you be (?:more )?like\\b|\\b(?:he|she) never made me\\b|\\beveryone else's (?:boyfriend|girlfriend)\\b") },
];

const EN_MORE: readonly ManipRule[] = [
  // Control.
  { kind: 'manip.control', re: rx("\\bsend me (?:your|a) (?:location|live location|pic of where|screenshot)|\\bshare (?:your )?(?:live )?location\\b|\\bwho (?:were|are) you (?:with|talking to|texting)\\b|\\bi don't (?:really )?want you (?:to )?(?:talking|texting|seeing|hanging|going|talk|see|go|text)\\b"), notAfter: /\b(?:no|no need|no rush|no pressure|don't have|don't need|do not have|never have|needn't|not asking you|without|rather not|prefer not|don't want|not to)\b[^.!?]{0,30}$/u },
  { kind: 'manip.control', re: rx("\\b(?:delete|block|unfollow|unadd) (?:his|her|him|them|that guy|that girl)\\b|\\byou're not (?:allowed|going out|going anywhere)\\b|\\bshow me your (?:phone|messages|texts|chats|dms)\\b|\\bwhy were you online\\b|\\bat all times\\b|\\byour password\\b|\\bi need to know where you (?:are|were|go)\\b|\\byou need to (?:check in|ask me|tell me where)\\b") },
  // A limit pushed through.
  { kind: 'manip.boundary', re: rx("\\bcome on,? (?:just|it's|don't|one)\\b|\\bit's just (?:a|one) (?:kiss|drink|hug|night|date|minute|sleepover)\\b|\\bdon't be (?:so |such a )?(?:uptight|boring|dramatic|prude|difficult|like that|a buzzkill)\\b|\\bstop playing hard to get\\b|\\bwon't kill you\\b") },
  { kind: 'manip.boundary', re: rx("\\bi'm (?:already )?(?:outside|downstairs|at your (?:door|place|work))\\b", g(60), "\\b(?:just (?:let me|come|open|for)|let me (?:in|up|come)|open (?:the door|up)|anyway)\\b|\\b(?:coming|come|stopping|stop) (?:over|by)(?: your place| anyway)? anyway\\b|\\b(?:said|asked for|need|wanted) (?:some )?space\\b", g(40), "\\bbut\\b") },
  // Sulks that threaten, scores kept, feelings put on them.
  { kind: 'manip.sulking', re: rx("\\bfind someone who (?:actually|really)\\b|\\bi'm done trying\\b|\\bstop trying then\\b|\\byou won't hear from me\\b|\\bi won't bother you (?:again|anymore|ever)\\b|\\bguess i'll (?:just )?(?:give up|stay home|be alone|go|find)\\b|\\bhappy now\\?") },
  { kind: 'manip.guilt', re: rx("\\bi (?:always |literally always )?(?:drop|dropped|put|cancel|cancelled|canceled) everything for you\\b|\\bwhen (?:nobody|no one) else (?:was|did|would)\\b|\\byou (?:didn't|can't|couldn't|won't) even\\b|\\bnot even once\\b|\\bi'?ve been there for you\\b", g(40), "\\b(?:and|but|yet)\\b") },
  { kind: 'manip.blame', re: rx("\\bbecause you (?:won't|don't|didn't|never|ignore|keep)\\b|\\byou(?:'re| are) making me (?:\\w+ )?(?:miserable|sad|anxious|crazy|cry|sick)\\b|\\bwhy do you keep doing this\\b|\\bi hope you're happy\\b|\\b(?:it's|that's|this is) on you\\b|\\bon purpose\\b") },
  // Jealousy, comparison, love-bombing in more of their words.
  { kind: 'manip.jealousy', re: rx("\\bmaybe i should (?:just )?(?:go out with|date|text|see|hang out with)\\b|\\b(?:other|plenty of) (?:guys|girls|people) (?:are|would|want)\\b|\\bactually (?:makes time|replies|texts back|cares|pays attention)\\b|\\b(?:he's|she's) been asking\\b|\\bif you won't\\b") },
  { kind: 'manip.comparison', re: rx("\\b(?:my friends'|everyone else's|other people's) (?:boyfriends?|girlfriends?|partners?|bfs?|gfs?)\\b|\\bat least my ex\\b|\\bunlike you\\b|\\b\\w+ would never (?:do|treat|leave|make)\\b") },
  { kind: 'manip.love_bombing', re: rx("\\bnever met anyone like you\\b|\\bget married\\b|\\bour (?:kids|wedding|future together)\\b|\\bsay you'll be mine\\b|\\bi'd do anything for you\\b|\\bi(?:'m| am) already (?:in love|falling for you)\\b") },
  // Threats and deadlines in more of their words.
  { kind: 'manip.threat', re: rx("\\bif you\\b", g(60), "\\b(?:show up at|tell everyone|tell your|don't expect me|post (?:it|this|the|those)|screenshot)|\\bkeep (?:this|it) up and\\b") },
  { kind: 'manip.ultimatum', re: rx("\\bgiving you (?:until|till|\\d+|one|two|three|a week|a day|the weekend)\\b|\\btell me (?:by|before) \\w+|\\bi(?:'m| am)? not (?:waiting|going to wait) (?:past|beyond|after|any longer|forever)\\b|\\bi won't wait (?:forever|any longer|past)\\b") },
];


// The families again, in more of the ways people write them (each rule reads a shape, not a sentence).
/** A draft that says, somewhere, that saying no is fine: "I know you said…" is then no push. */
const EN_ALL_GOOD = /\b(?:that's (?:ok|okay|fine|totally fine|completely fine)|no pressure|no worries|totally fine|it's fine|all good|i respect)/u;
const EN_FAMILIES: readonly ManipRule[] = [
  // Conditional threats with "I" in the condition, or an imperative and "and…".
  { kind: 'manip.threat', re: rx("\\b(?:if|when)\\b", g(60), "\\b(?:i'm|i'll|i will|i am) (?:telling|tell|posting|post|sending|send|showing|show) (?:everyone|everybody|your|the|those|it)\\b|\\bi'm telling everyone\\b") },
  { kind: 'manip.threat', re: rx("(?:^|[.!?]\\s*)(?:don't|do not|skip|miss|ignore|cancel|leave|ghost|stand me up)\\b", g(50), "\\band\\b", g(24), CUT_OFF) },
  // Ultimatums: "tell me tonight where we stand", "one more chance", "I won't be here forever".
  { kind: 'manip.ultimatum', re: rx("\\b(?:tell me|i need to know|let me know) (?:tonight|today|now|right now|by \\w+) (?:where we stand|what we are|if you (?:like|want) me|yes or no|what you want)\\b|\\bdone with (?:the )?(?:back and forth|games|mixed signals)\\b|\\bi can't keep waiting\\b|\\bcan't wait forever\\b|\\bi won't be (?:here|around|waiting) forever\\b|\\byes or no\\b", g(20), "\\b(?:no more|right now|final)\\b|\\bno more (?:maybe|maybes|excuses)\\b|\\b(?:you get|you have|i'm giving you|this is your) (?:one|1) (?:more|last) chance\\b|\\bdon't waste it\\b") },
  // Guilt: "and now you…", things that "meant nothing", "remember who…", "this is what I get".
  { kind: 'manip.guilt', re: rx("\\bi (?:literally |just |even |already )?(?:drove|flew|walked|waited|spent|paid|gave up|skipped|cancell?ed|bought|took|came|travell?ed|stayed|made)\\b", g(60), "\\b(?:and|but|yet) (?:now|then|still) you\\b|\\bnow you want\\b") },
  { kind: 'manip.guilt', re: rx("\\b(?:i guess|guess|so) (?:all|everything)\\b", g(40), "\\b(?:meant|means|was|were) (?:nothing|for nothing)\\b|\\bmeant nothing to you\\b|\\bremember who (?:stayed|drove|helped|was there|took care|paid|came|picked)\\b|\\bnothing but (?:good|nice|kind|loyal|patient|supportive) to you\\b|\\bthis is what i get\\b|\\bhope it was worth it\\b|\\bmust be nice (?:to be you|having someone|to have someone|being you)\\b|\\byou give me nothing\\b") },
  { kind: 'manip.guilt', re: rx("\\b(?:i've|i have) been (?:so )?(?:patient|nice|good|understanding|loyal|there for you)\\b", g(40), "\\b(?:and|but|yet) you\\b") },
  { kind: 'manip.guilt', re: rx("\\bi (?:skipped|cancell?ed|missed|gave up|turned down|dropped)\\b", g(40), "\\bfor you\\b") , also: /\bhope it was|worth it|and you|but you|yet you|you (?:can't|won't|didn't)/u },
  // A limit pushed through: "let me come up", "nobody will see it", "you know you want to", a stated limit and "but".
  { kind: 'manip.boundary', re: rx("\\bjust let me (?:come|stay|in|kiss|see|hold|sleep)\\b|\\blet me (?:come up|come in|stay over|sleep over)\\b|\\bit's (?:just|only) (?:a|one) (?:kiss|drink|hug|night|date|minute|sleepover|pic|photo)\\b|\\byou're being (?:so )?(?:dramatic|uptight|a prude|difficult|sensitive)\\b|\\b(?:nobody|no one) (?:else )?will (?:ever )?(?:see|know|find out)\\b|\\byou know you want (?:to|it|this|me)\\b|\\bstop saying no\\b|\\bdeep down you\\b|\\bwhy (?:are you|r u) being (?:so )?(?:weird|difficult|like this|like that|dramatic|uptight|cold)\\b|\\bdon't be such a\\b") },
  { kind: 'manip.boundary', re: rx("\\b(?:said|asked for|needs?|needed|wanted|want) (?:some )?(?:space|time alone|a break)\\b", g(40), "\\bbut\\b|\\b(?:showed up|came (?:over|by)|i'm (?:here|outside|downstairs|coming))\\b", g(40), "\\banyway\\b") },
  { kind: 'manip.boundary', re: rx("\\b(?:i know you|you) (?:said|asked|told me|hate|wanted|didn't want|don't want)\\b", g(60), "\\bbut (?:i'm|i am|i just|i showed|i came|i still|we're|we've|i already|stay|come (?:on|over|out)|one more)\\b"), also: new RegExp(`^(?![\\s\\S]*${EN_ALL_GOOD.source})`, 'u') },
  // Control: their followers gone through, photos "so I know", passwords, clothes, friends.
  { kind: 'manip.control', re: rx("(?:^|[.!?]\\s*)every (?:single )?time[.!]*$"), also: /\b(?:text|call|message|tell) me\b/u },
  { kind: 'manip.control', re: rx("\\b(?:text|call|message) me\\b", g(40), "\\bevery (?:single )?(?:time|hour|night)\\b(?! you)|\\bi (?:went|looked|checked|go) (?:through )?your (?:phone|followers|following|messages|texts|dms|likes|instagram|chats)\\b|\\byou don't need to (?:go out|see|hang out)(?: with)? (?:your|them|him|her|those)\\b|\\bsend me (?:a )?(?:photo|pic|picture|selfie|video)\\b", g(30), "\\b(?:so i know (?:you're|you are|where)|to prove)\\b|\\bi'd rather you (?:didn't|not|don't) (?:see|hang out with|talk to|text|go out with|go)\\b|\\b(?:your|ur) (?:phone |insta |instagram |email )?(?:passwords?|passcodes?)\\b|\\bsomething to hide\\b|\\bnothing to hide\\b|\\byou're not wearing that\\b|\\bi don't want you wearing\\b|\\bi want you to stop (?:talking|texting|seeing|hanging|following)\\b|\\bunfollow (?:him|her|them)\\b") },
  // Sulks that threaten.
  { kind: 'manip.sulking', re: rx("\\bwon't bother you (?:again|anymore|ever)\\b|\\bnot worth your time\\b"), also: /\b(?:guess|fine|whatever|clearly|obviously|not worth|wow|k)\b/u },
  { kind: 'manip.sulking', re: rx("\\b(?:alone|by myself)\\b", g(12), "\\b(?:as usual|like always|like i always am)\\b|\\bi'll be here,? alone\\b") },
  // Jealousy: an ex texting "again", a number given "just thought I'd mention it", someone who "always replies".
  { kind: 'manip.jealousy', re: rx("\\bmy ex\\b", g(30), "\\b(?:texting|texted|messaging|called|calling|wants|reached out|hit me up|dm)"), also: /should i|😉|😏|just (?:saying|thought)|btw|again|jealous/u },
  { kind: 'manip.jealousy', re: rx("\\b(?:gave me (?:his|her) number|asked for my number|asked me out|wants to take me out)\\b"), also: /just (?:thought|saying|so you know)|thought i'd mention|figured you should know|should i|😉|😏/u },
  { kind: 'manip.jealousy', re: rx("\\bfunny how that works\\b|\\b\\w+ always (?:replies|texts back|answers|makes time)\\b|\\bsince you (?:can't|couldn't|won't|didn't|aren't|'re busy|are busy)\\b"), also: /funny how|unlike|just saying|some people|😉|😏|must be nice|(?:he's|she's) (?:a great|so|really)/u },
  // Comparison with someone else's partner, sneered at.
  { kind: 'manip.comparison', re: rx("\\b(?:boyfriend|girlfriend|bf|gf|partner|husband|wife)\\b[^!?]{0,80}\\bmust be nice\\b") },
  // Love-bombing: every second of every day, everyone told, the rest of my life.
  { kind: 'manip.love_bombing', re: rx("\\bevery (?:second|minute|moment) of every day\\b|\\byou're all i (?:want|need|think about)\\b|\\b(?:telling|told) (?:everyone|everybody|all my friends|people) (?:you're|you are|that you're) my\\b|\\b(?:one|two|three|a few|\\d) dates?\\b", g(40), "\\balready\\b|\\bi'd give up everything\\b|\\bgive up everything for you\\b|\\bthe rest of my life (?:with you|making you)\\b|\\brest of our lives\\b|\\bmeant to be mine\\b") },
  // Blame: "I have nothing left", "you don't even care".
  { kind: 'manip.blame', re: rx("\\bi (?:have|'ll have|will have) nothing (?:left|else)\\b|\\bthink about what that means\\b|\\byou don't (?:even )?care\\b|\\bi've been crying\\b", g(30), "\\b(?:and|because) you\\b") },
  // Pushing past a no: "you'll feel differently once you know me".
  { kind: 'manip.pressure', re: rx("\\byou'll (?:feel differently|come around|see (?:it|that|how))\\b|\\bonce you (?:really |actually )?(?:know|get to know) me\\b") },
  // Ultimatums: "yes or no" beside a deadline, "you've got till…", "I'll give you one week", "going anywhere".
  // "Yes or no" beside a deadline, unless it asks about plans ("yes or no, do you want fries?").
  { kind: 'manip.ultimatum', re: rx("\\byes or no\\b"), also: /^(?![\s\S]*\b(?:do you want|are you coming|coming|want)\b)[\s\S]*\b(?:not asking again|won't ask again|last time|final|no more|decide|tonight|today|tomorrow|now|friday|saturday|sunday|monday|tuesday|wednesday|thursday)\b/u },
  { kind: 'manip.ultimatum', re: rx("\\byou(?:'ve)? (?:got|have) (?:until|till|\\d+ (?:hours?|days?))\\b|\\b(?:i'll give|i'm giving|giving|i give) you (?:one|a|two|three|\\d+) (?:more )?(?:weeks?|days?|months?|hours?)\\b|\\bif nothing changes\\b", g(40), "\\b(?:i'm|i'll|we're) (?:done|moving on|out|gone|leaving)\\b|\\btell me (?:now|tonight|today)\\b", g(40), "\\b(?:going anywhere|where we stand|if you like me)\\b|\\bi'm not doing this (?:for|anymore|any longer)\\b") },
  // Love-bombing: "never loved anyone this much", "we just met", "the rest of my life", "meant for each other", "be mine".
  { kind: 'manip.love_bombing', re: rx("\\bnever (?:loved|liked|wanted|felt this way about) (?:anyone|anybody|someone)\\b|\\bwe (?:just|only) met\\b|\\b(?:with you|you)\\b", g(40), "\\bfor the rest of my life\\b|\\bdeleted my dating apps\\b|\\bmeant for each other\\b|\\b(?:nobody|no one) has ever (?:understood|loved|gotten|known) me\\b|\\bjust be mine\\b|\\bbuy you anything\\b|\\bonly (?:thing|one|person) (?:that|who) matters\\b|\\bforever with you\\b|\\bspend forever\\b|\\bi'd do anything (?:for|to keep) you\\b|\\bmost perfect person\\b|\\bsee you every (?:single )?day\\b"), also: new RegExp(`^(?![\\s\\S]*${EN_ALL_GOOD.source})`, 'u') },
  // "I love you" a week in, "in love with you" after one date.
  { kind: 'manip.love_bombing', re: rx("\\bi love you\\b|\\bin love with you\\b"), also: /\b(?:only been|just met|(?:one|two|a|our first|1) dates?|a week|few days)\b/u },
  // Jealousy: "asked if I'm single", "at least someone's paying attention", "he actually listens", "people would kill to".
  { kind: 'manip.jealousy', re: rx("\\basked (?:if|whether) i'm single\\b|\\bat least (?:someone|somebody)(?:'s| is) (?:paying attention|interested|trying|noticing)\\b|\\b(?:he|she) actually (?:asks|listens|cares|texts|replies|remembers|makes)\\b|\\b(?:lots of|plenty of|many|other) (?:people|guys|girls) would (?:kill|die|love) to (?:date|go out with|be with|have) me\\b|\\bi didn't say no\\b(?=[\\s\\S]*[😏😉])") },
  // Comparison: "like normal people do", "other guys I've dated".
  { kind: 'manip.comparison', re: rx("\\bwhy can't you\\b", g(20), "\\blike (?:normal|other|everyone|a normal)\\b|\\blike normal people\\b|\\bother (?:guys|girls|people) i've (?:dated|been with)\\b|\\bat least remembered\\b") },
  // Blame: shaking, crying, falling apart "because of you".
  { kind: 'manip.blame', re: rx("\\b(?:shaking|crying|sick|a mess|falling apart|breaking down|can't stop)\\b", g(30), "\\bbecause of you\\b") },
  // Guilt: what I planned or made, then what you did; the effort counted.
  { kind: 'manip.guilt', re: rx("\\bi (?:planned|organized|cooked|booked|prepared|made|arranged|listened|helped|supported|defended|covered)\\b", g(70), "\\band you (?:show|can't|won't|couldn't|still|never|forgot|bail|cancel|leave|left)\\b|\\bhow much (?:effort|time|money|work) i (?:put|spent|gave)\\b") },
  // Round three: jealousy, comparison, blame, deadlines, sulks, guilt, threats, limits, control, after a no.
  { kind: 'manip.jealousy', re: rx("\\bkeeps asking me (?:out|to \\w+)\\b|\\bshould i say yes\\b|\\bwent on a date\\b|\\b(?:he|she) asked first\\b|\\bdon't be mad but i'm (?:seeing|going out|meeting)\\b"), also: /should i|😉|😏|just (?:saying|thought)|btw|asked first|don't be mad/u },
  { kind: 'manip.jealousy', re: rx("\\bat least (?:someone|somebody)(?:'s| is)? (?:noticed|notices|cares|sees)\\b") },
  { kind: 'manip.comparison', re: rx("\\b(?:he|she) actually (?:made|makes|put|puts) (?:an |some )?effort\\b|\\bnothing like my ex\\b") },
  { kind: 'manip.blame', re: rx("\\bi don't know how i(?:'m going to|'ll|'d| will| would) (?:get through|survive|cope|live|go on)\\b|\\bonly (?:thing|one|person) keeping me (?:going|alive|sane)\\b|\\bdon't make me regret\\b|\\byou're the only one who can (?:fix|help|save)\\b") },
  { kind: 'manip.ultimatum', re: rx("\\bi need a real answer\\b|\\bnot another ['\"]?(?:we'll see|maybe)\\b|\\bthat's all (?:i'm giving you|you get)\\b|\\b(?:all|the time) i'm giving you\\b|\\bdeadline\\b", g(30), "\\b(?:after that|or (?:i'm|we're|else))\\b") },
  { kind: 'manip.sulking', re: rx("\\byou never have time for me\\b|\\bnot like you (?:ever )?have time\\b") },
  { kind: 'manip.guilt', re: rx("\\byou could at least\\b"), also: /\bi (?:gave|did|spent|waited|drove|paid|bought)\b/u },
  { kind: 'manip.threat', re: rx("\\bkeep (?:ignoring|doing (?:this|that)|it up|this up|that up)\\b", g(30), "\\band see what happens\\b") },
  // Gifts heaped with "you deserve it all"; after hard work it is praise.
  { kind: 'manip.love_bombing', re: rx("\\byou deserve it all\\b"), also: /\b(?:bought|got) you\b|\bi bought\b|\btickets to\b/u },
  { kind: 'manip.boundary', re: rx("\\btrust me,? you'll (?:like|love|enjoy) it\\b|\\b(?:not comfortable|uncomfortable|not ready|nervous)\\b", g(40), "\\bbut\\b", g(20), "\\b(?:trust me|you'll|just)\\b|\\bwe don't have to do anything(?:,| unless)|\\beveryone (?:sends|does it|does that)\\b") },
  { kind: 'manip.control', re: rx("\\bi want names\\b|\\bwho (?:is|was) (?:texting|messaging|calling) you\\b|\\bwhy do you need (?:to (?:go out|see|hang out|talk)|them|friends|him|her)\\b|\\bi'm enough\\b|\\bturn (?:your|on your|on) location\\b|\\blocation on\\b|\\b(?:stay(?:ed)? (?:home|in)|don't go (?:out|anywhere))\\b", g(30), "\\bwhen i'm not\\b") },
  { kind: 'manip.pressure', re: rx("\\bgive me one (?:good )?reason\\b|\\byou don't mean (?:that|it)\\b|\\byou're just scared(?:\\.|$| of (?:us|this|me|commitment|love))") },
  // Round four: control, jealousy, love-bombing, deadlines, comparison.
  { kind: 'manip.control', re: rx("\\bwhere are you right now\\b[^.!]{0,30}\\bsend me\\b|\\bwhy didn't you tell me (?:you were|you're) (?:going|out|with|at)\\b|\\btell me before you (?:go|leave|see|hang)\\b|\\bask me before you\\b|\\bask (?:my )?permission\\b|\\bhow do you know (?:him|her)\\b|\\bi don't like you (?:hanging|talking|texting|going|seeing|being)\\b|\\b(?:call|text|message) me every (?:single )?time\\b|\\b(?:let me see|give me|hand me) your phone\\b|\\byou're not going to (?:that|the) (?:party|club|bar|trip|concert|dinner)\\b") },
  { kind: 'manip.jealousy', re: rx("\\byou never do\\b|\\bguess who (?:asked|texted|called|wants)\\b|\\bif you're not (?:interested|going to)\\b|\\bwish it (?:was|were) you\\b"), also: /\b(?:texted|asked|go out|date|someone|somebody|a guy|a girl|bought)\b|😏|😉/u },
  { kind: 'manip.love_bombing', re: rx("\\bthe moment i saw you\\b|\\bi'd (?:move|fly|quit|leave|drop) (?:across|everything|my job|anything)\\b|\\balready (?:love|in love with) you\\b|\\bperfect (?:for me )?in every way\\b|\\byou complete me\\b|\\bevery (?:moment|second|minute|day) with you\\b|\\bobsessed with you\\b|\\bgive you the world\\b") },
  { kind: 'manip.ultimatum', re: rx("\\bi'm not (?:going to )?(?:keep )?wait(?:ing)? for you to\\b|\\b(?:i need to know|tell me|let me know) where we stand\\b", g(20), "\\b(?:by|tonight|today|now|before)\\b") },
  { kind: 'manip.comparison', re: rx("\\b(?:you're|you are) not (?:as|nearly as) \\w+ as\\b|\\bat least (?!it\\b|my (?:mom|dad|mum|brother|sister)\\b)\\w+ (?:remembers|cares|calls|texts|shows up|tries|makes)\\b|\\b\\w+ actually (?:listens to me|asks about my|cares about me|makes time for me)\\b|\\blearn a thing or two from\\b|\\bevery other (?:guy|girl|boyfriend|girlfriend)\\b|\\bmy (?:last|old|previous) (?:girlfriend|boyfriend|partner|gf|bf)\\b", g(30), "\\b(?:never|always|would)\\b") },
  // Round five: control, jealousy, love-bombing, comparison.
  { kind: 'manip.control', re: rx("\\bscreenshot (?:your|the) (?:chats?|messages|texts|convos?|dms)\\b|\\bwhy were you at\\b|\\b(?:answer|pick up) every time i (?:call|text)\\b|\\bno more (?:hanging out|talking|texting|seeing) (?:with|to)\\b|\\bphone (?:always )?face down\\b|\\b(?:from now on|you need to|you have to|always)\\b", g(30), "\\btell me (?:who|where)\\b|\\bi want to know who you're (?:texting|talking|with|seeing)\\b") },
  { kind: 'manip.jealousy', re: rx("\\bsaid i look(?:ed)? (?:hot|cute|good|amazing|beautiful|gorgeous)\\b|\\bdon't be jealous\\b|\\bare you jealous\\b|\\bunlike some people\\b|\\bhe actually wants to\\b|\\bi(?:'ve got| have) (?:other )?options\\b"), also: /\b(?:ex|guy|girl|date|drinks|him|he|she|coworker|options|someone|some people)\b/u },
  { kind: 'manip.love_bombing', re: rx("\\bintroduce you to my (?:whole )?(?:family|parents|mom|dad)\\b|\\bmatching (?:rings|tattoos|necklaces|outfits)\\b|\\bbest thing that(?:'s| has) ever happened to me\\b|\\bi'd die for you\\b|\\bour first (?:trip|vacation|holiday) together\\b|\\b(?:already )?(?:looked at|booked|bought) (?:flights|tickets) for us\\b") },
  { kind: 'manip.comparison', re: rx("\\bwhy can't you be \\w+(?: \\w+)? like\\b|\\b(?:boyfriends?|girlfriends?|partners?) who actually\\b|\\beven my \\w+ (?:texts|calls|cares|remembers|does)\\b", g(20), "\\bthan you\\b|\\bother couples\\b", g(20), "\\b(?:actually|always)\\b|\\bbe more like\\b") },
  // The consequence first, the condition after: "don't bother texting me again if you skip it".
  { kind: 'manip.threat', re: rx("\\b(?:don't bother|block you|never (?:talk|text|speak|see|call)|lose me|it's over|we're over|we're through|forget (?:about )?(?:me|us)\\b|done with you|never hear from me)\\b", g(40), "\\bif you\\b") },
  // Round six, the quieter ways.
  { kind: 'manip.control', re: rx("\\bweird (?:that )?you need to see your friends\\b|\\bphone on silent\\b|\\bonline at \\d|\\bwho were you talking to\\b|\\byou don't need (?:that|your) (?:job|friends|them)\\b|\\bwhoever you're with\\b|\\bi'd (?:prefer|rather) (?:if )?you didn't (?:follow|talk|text|see|hang|wear|go)\\b") },
  { kind: 'manip.jealousy', re: rx("\\bnot that you care\\b|\\bsome of us have people\\b|\\bi could have anyone\\b|\\b(?:he's|she's) so easy to talk to\\b") },
  { kind: 'manip.love_bombing', re: rx("\\bnever been this sure\\b|\\blet's get married\\b|\\bamazing life together\\b|\\bi'm yours\\b[^.!?]{0,20}\\bforever\\b") },
  { kind: 'manip.comparison', re: rx("\\b(?:boyfriend|girlfriend|bf|gf|partner|ex) would never\\b|\\bi wish you were more like\\b|\\blast relationship was less\\b") },
  // Round seven.
  { kind: 'manip.control', re: rx("\\bdon't wear (?:that|this)\\b|\\blocation (?:is )?off\\?|\\bwho's that (?:guy|girl)\\b|\\banswer (?:your phone )?when i call\\b|\\bcheck your phone\\b|\\bstop following (?:him|her|them)\\b") },
  { kind: 'manip.jealousy', re: rx("\\ba (?:guy|girl) friend\\b|\\bfind someone (?:else )?who (?:actually )?(?:texts|replies|cares|wants)\\b"), also: /😉|😏|maybe i'll|just|\.\s*a (?:guy|girl)/u },
  { kind: 'manip.comparison', re: rx("\\b(?:way |so much )?(?:more|better) (?:fun|attentive|caring|romantic|thoughtful) than you\\b") },
  { kind: 'manip.love_bombing', re: rx("\\bonly person i'll ever (?:want|love|need)\\b|\\bbought you a ring\\b|\\bnever felt (?:a connection|this way|anything) like this\\b") },  // Round nine (a third development set, written blind): an account demanded, check-ins, the only one who
  // tries, a sulk that announces itself, self-harm as a lever, where I rank, someone else's attention, showing up.
  { kind: 'manip.demand', re: rx("\\b(?:why|how come) (?:didn't|did not|don't|won't) you (?:pick up|answer|reply|call)\\b|\\bwhere (?:were|was) you\\b(?! when you took| in that)|\\bexplain(?: yourself| to me| that| this)?[.!]|\\bexplain to me (?:how|why|what)\\b|\\bor do i have to find out\\b|\\bwalk me through\\b|\\bwhy it took so long\\b|\\bwho(?:'s| is)\\b", g(30), "\\b(?:in your phone|texting you|calling you)\\b|\\b(?:and )?don't (?:say|tell me) (?:nowhere|nothing|no one|nobody|it's nothing)\\b|\\b(?:your|the) (?:insta|instagram|story|snap|status|post)\\b", g(20), "\\bsays? otherwise\\b") },
  // "Text me when you get home" is care; with every leaving and every hour it is a check-in.
  { kind: 'manip.control', re: rx("\\btext me when you (?:get|leave|arrive)\\b"), also: /\bevery (?:hour|30 minutes|half hour)\b|\bwhen you leave\b.*\bwhen you\b|\bin between\b/u },
  { kind: 'manip.control', re: rx("\\bevery (?:hour|30 minutes|half hour)\\b", g(20), "\\b(?:text|call|check in|update)\\b|\\b(?:text|call|update) me every (?:hour|half hour)\\b|\\b(?:facetime|video call|call) me\\b", g(20), "\\bso i can see\\b|\\bso i can see who\\b|\\byou can go but\\b|\\b(?:you're|your|be) home by \\d|\\bcall me on the way\\b") },
  { kind: 'manip.guilt', re: rx("\\bi(?:'m| am) the only one who (?:puts|tries|cares|makes|does)\\b|\\bcancel my plans (?:again|for you)\\b|\\blike always\\b|\\bremember when i\\b[^\\n]{0,80}\\b(?:me neither|apparently|for you|yeah)\\b|\\bi turned down\\b", g(40), "\\b(?:for you|to stay|with you)\\b|\\bcried all night (?:because|over) (?:of )?you\\b|\\bnot trying to make you feel bad but\\b") },
  { kind: 'manip.sulking', re: rx("\\byou won't be hearing from me\\b|\\bi'll be here\\. alone\\b|\\balone\\. as usual\\b|\\bnot talking to you until\\b|\\bturning my phone off\\b|\\bit's always about what you want\\b|\\bwhatever you want\\.") },
  { kind: 'manip.blame', re: rx("\\bnobody would (?:even )?(?:notice|care) if i (?:was|were) gone\\b|\\bi'll hurt myself\\b|\\bit'll be on you\\b|\\bthe only reason i'm still here\\b|\\b(?:i'll|i will|i swear i'll) do something stupid\\b") },
  { kind: 'manip.love_test', re: rx("\\byou'd rather\\b", g(50), "\\bthan (?:be with|see|spend time with|talk to) me\\b|\\bi know where i rank\\b|\\bquick test\\b|\\bwould you drop everything\\b|\\byou say you (?:care|love me|like me) but\\b") },
  { kind: 'manip.jealousy', re: rx("\\bat least (?:he|she|someone|somebody) (?:remembered|noticed|calls|asks|compliments|texts)\\b|\\bwon't stop (?:buying me|texting me|asking me)\\b|\\bsays i deserve (?:someone|better)\\b|\\bmatches on (?:hinge|tinder|bumble)\\b|\\bthought you should know\\b") },
  { kind: 'manip.threat', re: rx("\\bor i'm (?:blocking|deleting|unfollowing|reporting|telling)\\b|\\b(?:and|or) i'll (?:show up|come over|come to your|turn up)\\b|\\bkeep ignoring me and\\b") },
  { kind: 'manip.boundary', re: rx("\\bi know you said\\b", g(30), "\\bbut\\b|\\bjust one (?:call|drink|minute|more)\\b|\\bit won't take long\\b|\\bi'm not leaving until\\b|\\byou can finish\\b", g(20), "\\blater\\b[^!?\\n]{0,20}\\bnow\\b|\\bnot tonight\\? ok\\b|\\bi'll keep calling\\b|\\bcalling you again\\b") },
];

export const EN_ALL: readonly ManipRule[] = [...EN_RULES, ...EN_MORE, ...EN_FAMILIES];

/** After a recorded no, asking again for the relationship is pressure. */
// How English is texted: "u", "ur", "dont", "im", "rn"; the rules are written in full forms.
const CHAT_FORMS: readonly [RegExp, string][] = [
  [/\bu\b/g, 'you'],
  [/\bur\b(?= (?:doing|being|making|so|always|never|not|just|such|a|an|going|like|really|literally|hurting|ignoring|acting|the one|my)\b)/g, "you're"],
  [/\bur\b/g, 'your'],
  [/\br\b/g, 'are'],
  [/\by\b(?=\s*\?)/g, 'why'],
  [/\bya\b/g, 'you'],
  [/\b(don|can|won|didn|doesn|isn|aren|wasn|weren|couldn|wouldn|shouldn|haven|hasn)t\b/g, "$1't"],
  [/\bim\b/g, "i'm"],
  [/\bive\b/g, "i've"],
  [/\bill\b/g, "i'll"],
  [/\byou(re|ve|ll|d)\b/g, "you'$1"],
  [/\b(that|what|there|it)s\b(?= (?:it|all|on|over|the|not|my|your|you|so|just|how|what|why|a)\b)/g, "$1's"],
  [/\b(?:bc|cuz|cos|coz)\b/g, 'because'],
  [/\brn\b/g, 'right now'],
  [/\b(?:rly|rlly|realy)\b/g, 'really'],
  [/\b(?:tmr|tmrw|tmrrw)\b/g, 'tomorrow'],
  [/\btil\b/g, 'until'],
  [/\bgonna\b/g, 'going to'],
  [/\bwanna\b/g, 'want to'],
  [/\b(?:pls|plz)\b/g, 'please'],
  [/\bb4\b/g, 'before'],
  [/\bppl\b/g, 'people'],
  [/\bbday\b/g, 'birthday'],
  [/\bsry\b/g, 'sorry'],
];

/** A folded draft with texted English spelt out, for the English rules. */
export const spellOut = (folded: string): string => CHAT_FORMS.reduce((t, [re, to]) => t.replace(re, to), folded);

export const EN_AFTER_NO = /\btogether\b|\breconsider\b|\bchance\b|\bdate me\b|\bbe my (?:girlfriend|boyfriend)\b|\bgo out with me\b|\bthink about (?:it|us)\b|\bgive us\b|\bone more (?:date|try|chance)\b|\bat least try\b|\btry again\b/u;
