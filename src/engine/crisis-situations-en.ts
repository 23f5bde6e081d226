import type { Situation } from './crisis-situations-zh.js';

const g = (n: number) => `[^.!?\\n]{0,${n}}`;
const rx = (...parts: string[]) => new RegExp(parts.join(''), 'u');
const CONFESSED = "(?:confess(?:ed)?|told (?:her|him|them) (?:how i feel|i like|i liked|that i)|asked (?:her|him|them) (?:out|to be)|asked if (?:she|he)|made a move|said i liked)";

// Described in English as people do, not the Chinese list translated.
export const EN_SITUATIONS: readonly Situation[] = [
  { code: 'C-1', re: rx("\\b(?:rejected me|got rejected|rejection|turned me down|shot me down|let me down (?:easy|gently)|said no\\b|it's a no|not interested|doesn't (?:like|want) me|isn't into me|not into me|doesn't feel the same|no spark|doesn't have feelings|don't want to date|only likes me as a friend|not looking for anything|turned down|doesn't see me that way|not (?:like|see) me that way|never will)") , weight: 3 },
  { code: 'C-1', re: rx(CONFESSED, g(40), "\\b(?:no|not|sorry|flattered|friends)\\b"), weight: 1 },

  { code: 'C-2', re: rx("\\b(?:left me on read|on read|ghost(?:ed|ing)?|stopped (?:replying|texting|responding|answering|talking)|not (?:answering|replying|responding)|no reply|no response|hasn't (?:replied|texted|answered|responded)|haven't heard (?:back|from)|disappeared|vanished|ignoring (?:me|my)|gone (?:totally |completely )?silent|won't answer|doesn't answer)"), weight: 2 },
  { code: 'C-2', re: rx("\\b(?:suddenly|out of nowhere|all of a sudden|overnight|then just|and now|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last night))\\b", g(40), "\\b(?:cold|distant|quiet|stopped|ghost|nothing|silent|dry|short|one[- ]word|read)"), weight: 3 },
  { code: 'C-2', re: rx("\\b(?:went cold|gone cold|one[- ]word (?:answers|replies|texts)|dry texting|dry replies|cold all of a sudden|k\\.)"), weight: 2 },

  { code: 'C-3', re: rx("\\b(?:drift(?:ing|ed)? apart|grown apart|grew apart|fading|faded|fizzl|less and less|shorter and shorter|slower and slower|fewer and fewer|not as (?:much|often|close)|don't (?:really )?(?:talk|hang out|text) (?:as much|anymore)|barely talk|talk less|dies a little|not like before|drifting|distant lately|further apart|growing apart|pulling away|cooled off|cooling off|getting shorter|barely once)"), weight: 3 },
  { code: 'C-3', re: rx("\\bused to (?:talk|text|hang|see|be)\\b", g(50), "\\b(?:now|anymore|lately)\\b"), weight: 2 },
  { code: 'C-3', re: rx("\\b(?:lately|over the (?:last|past)|these days|for weeks|for a while|every week|month)\\b"), weight: 1 },

  { code: 'C-4', re: rx("\\b(?:friend[- ]?zon|bestie|like a (?:brother|sister)|little (?:brother|sister)|one of the (?:guys|girls)|just (?:best )?friends|buddy|bro\\b|go-to friend|vents to me|sees me as (?:a|her|his|just)|only (?:a|her|his) friend|wingman|wing woman|sidekick|platonic|as a friend|my best friend and that's it|her best friend|his best friend|as (?:her|his) brother|as (?:her|his) sister|shoulder to cry on|dating advice)"), weight: 3 },
  { code: 'C-4', re: rx("\\b(?:asks me (?:for )?advice about|tells me about (?:her|his) (?:crush|dates|dating)|talks to me about (?:guys|girls|her crush|his crush))"), weight: 3 },

  { code: 'C-5', re: rx("\\b(?:said something (?:\\w+ )?(?:stupid|dumb|wrong|insensitive|mean|rude|weird)|(?:dumb|bad|stupid|offensive) joke|drunk[- ]text|embarrass|messed up|screwed up|blew it|c[ao]me on (?:way )?too strong|freaked (?:her|him|them) out|put my foot in my mouth|offended|wrong name|spilled|cringe|regret (?:saying|sending|texting)|shouldn't have (?:said|sent|texted)|made it weird|overshared|said too much|accidentally sent|awkward|i feel awful|mortified|humiliat|forgot (?:her|his) birthday|by my ex's name|insensitive|offensive)"), weight: 3 },

  { code: 'C-6', re: rx("\\b(?:another (?:guy|girl|person)|(?<!with |dating |seeing )someone else|this new (?:guy|girl)|new guy|new girl|other guy|other girl|keeps (?:bringing up|talking about|mentioning)|crush on someone|likes someone else|into someone|into (?:her|him)\\b|asking (?:her|him) out|hitting on|competition|rival|flirting with|a guy from|a girl from|this (?:guy|girl)|planning to confess to (?:her|him))"), weight: 3 },
  { code: 'C-6', re: rx("\\b(?:coworker|classmate|roommate|her ex|his ex)\\b"), weight: 1 },

  { code: 'C-7', re: rx("\\b(?:needs? (?:some )?time|think about it|let me think|no (?:actual )?answer|hasn't (?:given|answered)|limbo|figure (?:some )?(?:stuff|things) out|see how things go|waiting (?:for|on) (?:an|her|his|their) answer|no yes, no no|didn't say yes or no|left me hanging|on hold|maybe|get back to me|still deciding|time to think)"), weight: 2 },
  { code: 'C-7', re: rx(CONFESSED, g(60), "\\b(?:think|time|answer|nothing|hasn't|haven't|waiting|maybe|limbo|days|week|since)\\b"), weight: 3 },
  { code: 'C-7', re: rx("\\bsince i (?:confessed|told (?:her|him))\\b"), weight: 3 },

  { code: 'C-8', re: rx("\\b(?:not going anywhere|stuck|situationship|talking stage|gr[ae]y zone|never define|no label|undefined|nothing (?:ever )?moves|not moving forward|moves forward|stalled|same place|what are we|neither of us makes a move|almost a|going in circles|not progressing|nothing happens|what we are|not official|won't define|act like a couple)"), weight: 3 },
  { code: 'C-8', re: rx("\\b(?:talking|flirting|hanging out|seeing each other) for (?:\\d+|a few|several|months|ages|forever)"), weight: 2 },

  { code: 'C-9', re: rx("\\b(?:fight|fought|argu(?:e|ed|ing|ment)|misunderstand|misunderstanding|misread|misunderstood|mad at me|angry|upset with me|pissed|thinks i (?:was|did|told|meant)|thought i (?:was|told|did|meant)|got the wrong idea|blew up at|silent treatment|not speaking|escalated|snapped at|got mad|yelled|lied to|got into it)"), weight: 3 },

  { code: 'C-10', re: rx("\\b(?:always the one|i'm always|one-sided|all the effort|putting in all|never (?:texts|asks|suggests|plans|reaches out|initiates|calls|comes)|never once|if i (?:stop|don't)|i (?:plan|initiate|start) (?:every|all|everything)|always me|only one (?:trying|texting|reaching)|do all the work|unless i do|didn't message me either|didn't text me either)"), weight: 3 },
  { code: 'C-10', re: rx("\\b(?:first|effort|initiate|reach out|plan)\\b"), weight: 1 },

  { code: 'C-11', re: rx("\\b(?:dating someone|(?:has|got) a (?:boyfriend|girlfriend|bf|gf)|in a relationship|instagram official|made it official|seeing someone|with someone else|together (?:now|for)|been together|engaged|hard launch|soft launch|new (?:boyfriend|girlfriend|bf|gf)|is taken|got together with|back together|started dating|dating someone else|new boyfriend|new girlfriend)"), weight: 3 },
  // More of each, in the words fresh writers used (2026-12-04): "you're sweet but no", "from
  // paragraphs to 'k'", "a slow fade", "she asks me for advice about her crush", "it came out
  // awful", "her ex is back in the picture", "let's not rush anything", "neither of us will
  // make a move", "storming out", "I give and give and get crumbs", "his @ in her bio".
  { code: 'C-1', re: rx("\\b(?:don't|doesn't|do not) feel the same\\b|\\bshut it down\\b|\\bnot happening\\b|\\b(?:sweet|cool|nice|great|lovely) but no\\b|\\bsaid nah\\b|\\bturned it down\\b"), weight: 3 },
  { code: 'C-2', re: rx("\\b(?:from|went from) (?:paragraphs|essays|long texts) to\\b|\\bweirdly cold\\b|\\bcold since\\b|\\bswitch flipped\\b|\\bleft on (?:delivered|seen)\\b|\\bseen my last\\b|\\bhasn'?t replied\\b|\\bused to reply (?:in|within)\\b"), weight: 2 },
  { code: 'C-3', re: rx("\\bslow fade\\b|\\blost touch\\b|\\btail(?:ed|ing) off\\b|\\bwore off\\b|\\bbit by bit\\b|\\bless (?:frequent|often)\\b|\\bmore (?:and more )?distant\\b|\\bmiles away\\b|\\bgradually\\b|\\bhaven't (?:properly )?(?:spoken|talked) in (?:ages|weeks|months)\\b"), weight: 2 },
  { code: 'C-4', re: rx("\\b(?:asks?|asking|asked) me (?:for )?advice (?:about|on)\\b|\\b(?:about|on) (?:her|his) crush\\b|\\bhelp (?:her|him) (?:text|ask out|get|win)\\b|\\bfiled under\\b|\\bbest mate\\b|\\bthe one (?:she|he) (?:texts|calls|comes to) when\\b|\\bthe only (?:person|one) (?:she|he) can tell\\b"), weight: 3 },
  { code: 'C-5', re: rx("\\bcame out (?:awful|wrong|badly|so wrong)\\b|\\blanded wrong\\b|\\bi didn't mean it like that\\b|\\bfeel like a creep\\b|\\b(?:meant|was meant) for (?:my|the) group ?chat\\b|\\baccidentally (?:liked|sent|called|texted)\\b|\\bexposed\\b|\\blooked (?:so )?hurt\\b|\\bi (?:made|said|asked|told)\\b" + g(60) + "\\b(?:went quiet|went silent|looked (?:so )?hurt)\\b"), weight: 3 },
  { code: 'C-6', re: rx("\\bback in the picture\\b|\\b(?:ex|ex's) is back\\b|\\btalking (?:nonstop|non-stop|constantly|all the time) about (?:some|this|a) (?:girl|guy)\\b|\\bliking every (?:single )?post\\b|\\blit up when (?:she|he)\\b|\\bthis one (?:guy|girl)\\b|\\bnot dating\\W{0,4}yet\\b"), weight: 3 },
  { code: 'C-7', re: rx("\\bnot saying no\\b|\\bdidn't say (?:no|yes)\\b|\\blet's not rush\\b|\\bkeep things (?:the way|how|as) they are\\b|\\blet me know after\\b|\\bgive (?:her|him|them) (?:some )?time\\b"), weight: 3 },
  { code: 'C-8', re: rx("\\bneither of us (?:will|ever|makes|make|wants)\\b|\\bgoing nowhere\\b|\\bnever goes (?:past|beyond|further)\\b|\\balmost something\\b|\\bexactly where we started\\b|\\bwaiting for (?:him|her|me)\\b" + g(40) + "\\bwaiting for (?:him|her|me)\\b|\\band then nothing\\b|\\bwe just\\W{0,4}don't\\b|\\bflirting (?:nonstop|non-stop|for (?:like )?\\d+)\\b"), weight: 3 },
  { code: 'C-9', re: rx("\\bheated\\b|\\bdisagreement\\b|\\bstorm(?:ed|ing) (?:out|off)\\b"), weight: 3 },
  { code: 'C-10', re: rx("\\bcarrying (?:this|the) whole thing\\b|\\bgive and give\\b|\\bcrumbs\\b|\\bnever (?:him|her|them) reaching out\\b|\\bwas my idea\\b|\\b\\d+% and (?:she|he) puts in\\b|\\bdidn't (?:text|message|call) (?:her|him)? ?for \\d+ days\\b|\\b(?:didn't|doesn't) (?:even )?notice\\b|\\bcan't even remember\\b"), weight: 3 },
  { code: 'C-11', re: rx("\\brelationship status\\b|\\b(?:they're|they are) official\\b|\\bofficial now\\b|\\b(?:his|her) @|\\bin (?:her|his) bio\\b|\\b(?:are|is) together now\\b|\\bthat's (?:his|her) (?:gf|bf|girlfriend|boyfriend)\\b"), weight: 3 },
];

/** What says it was no crisis after all, or not this one's: a game, a show, a joke. */
export const EN_CALM = new RegExp(
  [
    "\\bno drama\\b|\\bturns out\\b|\\bfalse alarm\\b|\\bnothing to do with\\b|\\bwe made up\\b|\\bit was fine\\b",
    "\\b(?:i think |so )?we're (?:good|fine|okay|ok)\\b|\\ball good(?: now)?\\b|\\b(?:it was|she was|he was|just) (?:a joke|joking|kidding)\\b|\\bwhile we were (?:gaming|playing|joking)\\b",
    "\\bpillow fight\\b|\\bdad joke\\b|\\bin (?:the|a) (?:game|show|movie|film)\\b|\\breddit\\b|\\bcrisis averted\\b|\\bfor nothing\\b|\\bsorted it\\b|\\bnot (?:stuck|friendzoned|ghosted) anymore\\b",
    // A turn to a good end: "… then he called me and said yes", "the new someone is me".
    "\\b(?:turned out|turns out|but then|then|found out|later|luckily|actually|anyway|until|and then|so)\\b[^!?\\n]{0,80}\\b(?:said yes|likes? me (?:too|back)|liked me (?:too|back|since)|asked me out|kissed me|we're going out|invited me|made plans|surprised me|most fun|best quality|single)\\b",
    "\\b(?:someone|person|one) (?:is|was) me\\b",
  ].join('|'),
  'u',
);
/** Someone else's story ("my friend got rejected by his crush"): a clause that begins with them is not the user's crisis. */
export const EN_THIRD = /\bmy (?:friend|sister|brother|roommate|flatmate|mate|bestie|cousin|ex|coworker|colleague)(?:'s)?\b|\b(?:a|the) (?:show|movie|film|thread)\b/u;
/** A question of what if, before anything happened. */
export const EN_WHAT_IF = /\b(?:hypothetically|what if|if (?:she|he|they) (?:says?|said))\b[^\n]{0,80}(?:\b(?:haven't|not) (?:\w+ )?(?:asked|told|confessed|said)\b[^\n]{0,20}\byet\b|\bjust overthinking\b)/u;
