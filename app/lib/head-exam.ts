// The head script's part that runs the sample exam (ADR 227), from the first paint, before and
// after hydration alike. A visitor's page starts its scripts only at first use (ADR 218), so on
// a slow phone 'Start Quiz' waited 2.5–3 s (held, then replayed after hydration). The exam's
// state fits in the DOM, so the server renders all of it (exam-steps.tsx: the start form, every
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
// - the submit (`form[data-exam-quiz]`): 'Submitting...' at once, the buttons disabled; the
//   event goes on: before hydration nothing else handles it and the browser posts the form (a
//   page load answers with the results, as without JavaScript); after it React's handler posts
//   it by a fetcher and shows the results with a toast. The server scores it either way.
// `data-vs-own` on the exam: the head script neither holds its clicks nor replays its keys.

/**
 * `validateStart(name, email)` (features/exam/exam.ts) with its e-mail pattern's source `p`:
 * "missing", "invalidEmail" or "" when the taker may start.
 */
export const EXAM_VALIDATE = `function ev(n,m,p){n=n.trim();m=m.trim();return !n||!m?"missing":new RegExp(p).test(m)?"":"invalidEmail"}`;

/**
 * Uses `w` (window) of the head script; its own names stay inside. The exam's words come with
 * its markup (app/lib holds no content): `data-exam-messages` (each message's title and text),
 * `data-exam-email` (the e-mail pattern), `data-text` (a template with {n}, {total}, {p}).
 * A message shows inline until the page can show it as the spec's toast: once React has mounted
 * the exam (`data-exam-toasts` on it), it is handed over as a `vs:exam-message` event instead.
 */
export const HEAD_EXAM = `(function(){var X="data-exam-",Q="form["+X+"quiz]",B="submitting",C="[data-vs-exam]",R="[role=radio]";
${EXAM_VALIDATE}
function $(r,k){return r.querySelector("["+X+k+"]")}
function all(r,s){return [].slice.call(r.querySelectorAll(s))}
function is(f,k){return f.hasAttribute(X+k)}
function say(f,k){var a=$(f,"alert"),p=a.children,c=f.closest(C),t=k?JSON.parse(c.getAttribute(X+"messages"))[k]:["",""];
if(k&&c.hasAttribute(X+"toasts")){a.hidden=true;w.dispatchEvent(new CustomEvent("vs:exam-message",{detail:k}));return}
p[0].textContent=t[0];p[1].textContent=t[1];a.hidden=!k}
function qs(f){return all(f,"["+X+"q]")}
function at(f){return +f.getAttribute(X+"step")}
function ok(f){return !!qs(f)[at(f)].querySelector("[aria-checked=true]")}
function step(f,i){var s=qs(f),n=s.length,p=Math.round((i+1)/n*100),b=f.querySelector("[role=progressbar]"),a=document.activeElement,pr=$(f,"prev"),nx=$(f,"next"),sb=$(f,"submit");
f.setAttribute(X+"step",i);s.forEach(function(x,j){x.hidden=j!=i});
all(f,"[data-text]").forEach(function(x){x.textContent=x.getAttribute("data-text").replace("{n}",i+1).replace("{total}",n).replace("{p}",p)});
b.setAttribute("aria-valuenow",p);b.firstChild.style.transform="translateX(-"+(100-p)+"%)";
pr.disabled=!i;nx.hidden=i==n-1;sb.hidden=!nx.hidden;say(f);
if(a==pr&&!i||a==sb&&sb.hidden)nx.focus();else if(a==nx&&nx.hidden)sb.focus()}
function pick(r){var g=r.parentNode;all(g,R).forEach(function(x){var on=x==r;x.setAttribute("aria-checked",on);x.setAttribute("data-state",on?"checked":"unchecked");x.tabIndex=on?0:-1});
$(g.parentNode,"answer").value=r.value;say(r.closest(Q))}
function start(f){var c=f.closest(C),q=c.querySelector(Q),e=f.elements,n=e.namedItem("name"),m=e.namedItem("email"),k=ev(n.value,m.value,c.getAttribute(X+"email"));
n.setAttribute("aria-invalid",k=="missing"&&!n.value.trim());m.setAttribute("aria-invalid",k=="invalidEmail"||k=="missing"&&!m.value.trim());say(f,k);if(k)return;
e=q.elements;e.namedItem("name").value=n.value.trim();e.namedItem("email").value=m.value.trim();
all(q,"[role=radiogroup]").forEach(function(g){var o=all(g,R);for(var i=o.length;i>1;){var j=Math.floor(Math.random()*i--),t=o[i];o[i]=o[j];o[j]=t}
o.forEach(function(x,i){g.appendChild(x);x.tabIndex=i?-1:0})});
all(c,"["+X+"part]").forEach(function(p){p.hidden=p.getAttribute(X+"part")!="quiz"});step(q,0);qs(q)[0].querySelector("h2").focus()}
function busy(f,on){var s=$(f,"submit");s.disabled=on;s.children[0].hidden=on;s.children[1].hidden=!on;$(f,"prev").disabled=on||!at(f);f.toggleAttribute(X+B,on)}
document.addEventListener("click",function(e){var t=e.target,f=t&&t.closest&&t.closest(Q),r;if(!f||is(f,B))return;
if(r=t.closest(R))pick(r);else if(t.closest("["+X+"prev]")&&at(f))step(f,at(f)-1);
else if(t.closest("["+X+"next]"))ok(f)?step(f,at(f)+1):say(f,"answerRequired")});
document.addEventListener("keydown",function(e){var r=e.target&&e.target.closest&&e.target.closest(Q+" "+R);if(!r||e.altKey||e.ctrlKey||e.metaKey||is(r.closest(Q),B))return;
var l=all(r.parentNode,R),n=l.length,i=l.indexOf(r),j={ArrowDown:i+1,ArrowRight:i+1,ArrowUp:i+n-1,ArrowLeft:i+n-1}[e.key];if(j==null)return;
e.preventDefault();l[j%n].focus();pick(l[j%n])});
document.addEventListener("submit",function(e){var f=e.target,d=is(f,B);if(!f.closest||!f.closest(C))return;
if(is(f,"start")||f.matches(Q)&&(d||at(f)!=qs(f).length-1||!ok(f))){e.preventDefault();e.stopImmediatePropagation();if(is(f,"start"))start(f);else if(!d&&!ok(f))say(f,"answerRequired")}
else if(f.matches(Q))busy(f,true)},true);
w.addEventListener("pageshow",function(e){if(e.persisted)all(document,Q+"["+X+B+"]").forEach(function(f){busy(f,false)})})})();`;
