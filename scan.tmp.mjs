import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import fs from 'node:fs';
const root = 'src/shared/i18n/messages';
const langs = ['en','de','fi','sv','fr','es'];
function walk(els, out, path=[]) {
  for (const e of els) {
    if (e.type === TYPE.plural) { out.plurals.push({name:e.value, keys:Object.keys(e.options)}); for (const o of Object.values(e.options)) walk(o.value, out); }
    else if (e.type === TYPE.select) { for (const o of Object.values(e.options)) walk(o.value, out); }
    else if (e.type === TYPE.argument || e.type===TYPE.number) out.args.push({name:e.value, type:e.type});
    else if (e.type === TYPE.tag) walk(e.children,out);
  }
}
for (const area of fs.readdirSync(root)) {
  const en = JSON.parse(fs.readFileSync(`${root}/${area}/en.json`,'utf8'));
  for (const [k,v] of Object.entries(en)) {
    const out={plurals:[],args:[]};
    walk(parse(v), out);
    const bad = out.plurals.filter(p=>!p.keys.includes('one'));
    const countArgs = out.args.filter(a=>/count|hours|days|minutes|frames|before|after|age|n$|number|total|seconds|weeks|months|years|times/i.test(a.name));
    if (bad.length || countArgs.length || (out.plurals.length===0 && /\{\w+\}\s+[a-z]/.test(v))) console.log(area, k, JSON.stringify(v), bad.length?'NO-ONE':'', countArgs.map(a=>a.name+':'+a.type).join(','));
  }
}
