// The head script's part that runs the sample exam (ADR 227), from the first paint, before and
// after hydration alike. A visitor's page starts its scripts only at first use (ADR 218), so on
// a slow phone 'Start Quiz' waited 2.5–3 s (held, then replayed after hydration). The exam's
// state fits in the DOM, so the server renders all of it (sample-exam.tsx: the start form, every
// question, hidden, with its options as ARIA radios) and this part steps through it; React
// renders it but never handles it, so hydration mid-exam loses and doubles nothing:
// - the start form (`form[data-exam-start]`): the name and e-mail checked as validateStart does
//   (`ev`), a problem shown in its `[data-exam-alert]` (the toast's title and text, role=alert);
//   else the options of every question shuffled, the quiz shown at question 1, its heading
//   focused, and the taker copied into the quiz form;
// - an option (`[role=radio]`) chosen by a click, Space or Enter (a button), or the arrow keys
//   (focus and choice move together, wrapping, as Radix's radio group); its question's hidden
//   input `q<id>` holds the answer;
// - 'Previous' / 'Next' move a question ('Next' only with an answer, else 'Answer Required'),
//   with the count, the percentage and the progress bar; on the last, 'Submit Quiz';
// - the submit (`form[data-exam-quiz]`): 'Submitting...' at once, the buttons disabled; before
//   hydration the browser posts the form (a page load answers with the results, as without
//   JavaScript); after it the event goes on to React's handler, which posts it by a fetcher and
//   shows the results with a toast. The server scores it either way.
// `data-vs-own` on the exam: the head script neither holds its clicks nor replays its keys.
// With its extension: the server (plain Node) imports this module too.
/**
 * `validateStart(name, email)` (features/exam/exam.ts) with its e-mail pattern's source `p`:
 * "missing", "invalidEmail" or "" when the taker may start.
 */
export const EXAM_VALIDATE = `function ev(n,m,p){n=n.trim();m=m.trim();return !n||!m?"missing":new RegExp(p).test(m)?"":"invalidEmail"}`;

/**
 * Uses `w` (window) and `__vsHydrated` of the head script; its own names stay inside. The
 * exam's words come with its markup (app/lib holds no content): `data-exam-messages` (each
 * message's title and text), `data-exam-email` (the e-mail pattern), `data-text` (a template
 * with {n}, {total}, {p}).
 */
export const HEAD_EXAM = `(function(){var Q="form[data-exam-quiz]";
${EXAM_VALIDATE}
function all(r,s){return [].slice.call(r.querySelectorAll(s))}
function say(f,k){var a=f.querySelector("[data-exam-alert]"),p=a&&a.querySelectorAll("p"),t=k?JSON.parse(f.closest("[data-vs-exam]").getAttribute("data-exam-messages"))[k]:["",""];if(!p)return;p[0].textContent=t[0];p[1].textContent=t[1];a.hidden=!k}
function qs(f){return all(f,"[data-exam-q]")}
function at(f){return +f.getAttribute("data-exam-step")||0}
function answered(f){return !!qs(f)[at(f)].querySelector("[aria-checked=true]")}
function step(f,i){var s=qs(f),n=s.length,p=Math.round((i+1)/n*100),b=f.querySelector("[role=progressbar]"),a=document.activeElement,
pr=f.querySelector("[data-exam-prev]"),nx=f.querySelector("[data-exam-next]"),sb=f.querySelector("[data-exam-submit]");
f.setAttribute("data-exam-step",i);s.forEach(function(x,j){x.hidden=j!=i});
all(f,"[data-text]").forEach(function(x){x.textContent=x.getAttribute("data-text").replace("{n}",i+1).replace("{total}",n).replace("{p}",p)});
b.setAttribute("aria-valuenow",p);b.firstElementChild.style.transform="translateX(-"+(100-p)+"%)";
pr.disabled=!i;nx.hidden=i==n-1;sb.hidden=i!=n-1;say(f,null);
if(a==pr&&!i)nx.focus();else if(a==nx&&nx.hidden)sb.focus();else if(a==sb&&sb.hidden)nx.focus()}
function pick(r){var g=r.parentNode,v=g.parentNode.querySelector("[data-exam-answer]");
all(g,"[role=radio]").forEach(function(x){var on=x==r;x.setAttribute("aria-checked",on);x.setAttribute("data-state",on?"checked":"unchecked");x.tabIndex=on?0:-1});
if(v)v.value=r.value;say(r.closest(Q),null)}
function start(f){var c=f.closest("[data-vs-exam]"),q=c.querySelector(Q),n=f.elements.namedItem("name"),m=f.elements.namedItem("email"),k=ev(n.value,m.value,c.getAttribute("data-exam-email"));
n.setAttribute("aria-invalid",k=="missing"&&!n.value.trim());m.setAttribute("aria-invalid",k=="invalidEmail"||(k=="missing"&&!m.value.trim()));say(f,k);if(k||!q)return;
q.elements.namedItem("name").value=n.value.trim();q.elements.namedItem("email").value=m.value.trim();
all(q,"[role=radiogroup]").forEach(function(g){var o=all(g,"[role=radio]");for(var i=o.length-1;i>0;i--){var j=Math.floor(Math.random()*(i+1)),t=o[i];o[i]=o[j];o[j]=t}
o.forEach(function(x,i){g.appendChild(x);x.tabIndex=i?-1:0})});
all(c,"[data-exam-part]").forEach(function(p){p.hidden=p.getAttribute("data-exam-part")!="quiz"});step(q,0);qs(q)[0].querySelector("h2").focus()}
function busy(f,on){var s=f.querySelector("[data-exam-submit]");s.disabled=on;s.children[0].hidden=on;s.children[1].hidden=!on;f.querySelector("[data-exam-prev]").disabled=on||!at(f);
if(on)f.setAttribute("data-exam-submitting","");else f.removeAttribute("data-exam-submitting")}
document.addEventListener("click",function(e){var t=e.target,f=t&&t.closest&&t.closest(Q);if(!f||f.hasAttribute("data-exam-submitting"))return;
var r=t.closest("[role=radio]");if(r)return pick(r);
if(t.closest("[data-exam-prev]")&&at(f))step(f,at(f)-1);
else if(t.closest("[data-exam-next]")){if(answered(f))step(f,at(f)+1);else say(f,"answerRequired")}});
document.addEventListener("keydown",function(e){var r=e.target&&e.target.closest&&e.target.closest(Q+" [role=radio]");if(!r||e.altKey||e.ctrlKey||e.metaKey||r.closest("[data-exam-submitting]"))return;
var l=all(r.parentNode,"[role=radio]"),n=l.length,i=l.indexOf(r),j={ArrowDown:i+1,ArrowRight:i+1,ArrowUp:i+n-1,ArrowLeft:i+n-1}[e.key];if(j==null)return;
e.preventDefault();l[j%n].focus();pick(l[j%n])});
document.addEventListener("submit",function(e){var f=e.target;if(!f.closest||!f.closest("[data-vs-exam]"))return;
if(f.hasAttribute("data-exam-start")){e.preventDefault();e.stopImmediatePropagation();start(f);return}
if(!f.matches(Q))return;
if(f.hasAttribute("data-exam-submitting")||at(f)!=qs(f).length-1||!answered(f)){e.preventDefault();e.stopImmediatePropagation();if(!f.hasAttribute("data-exam-submitting")&&!answered(f))say(f,"answerRequired");return}
busy(f,true)},true);
w.addEventListener("pageshow",function(e){if(e.persisted)all(document,Q+"[data-exam-submitting]").forEach(function(f){busy(f,false)})})})();`;
