import { once } from "node:events";
import fs from "node:fs";

/**
 * Writes a Firestore export of `projects` projects (an English and a Korean
 * copy each, every tenth a signature project) and a few members, streamed
 * to `file` document by document: the test never holds it. Returns its size.
 */
export async function writeLargeExport(file: string, projects: number, descriptionRepeat = 8): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  const copy = (p: number, korean: boolean) => ({
    projectID: `BIG-${String(p).padStart(6, "0")}`,
    projecttitle: korean ? `데모 프로젝트 ${p}` : `Demo project ${p}`,
    shortnotes: korean ? `데모 프로젝트 ${p}에 대한 짧은 메모.` : `A short note about demo project ${p}.`,
    description: (korean
      ? `데모 프로젝트 ${p}는 데모 지역을 도왔습니다. `
      : `Demo project ${p} served the demo ward. `
    ).repeat(descriptionRepeat),
    projectdate: `${String((p % 28) + 1).padStart(2, "0")}-${String((p % 12) + 1).padStart(2, "0")}-20${10 + (p % 15)}`,
    cost: 1000 + p,
    manHours: p % 100,
    location: `Demo Ward ${p % 40}`,
    videoURL: "",
    img1: "",
    img2: "",
    img3: "",
    createdAt: { _seconds: 1_500_000_000 + p * 600, _nanoseconds: 0 },
  });
  const collection = async (name: string, korean: boolean, signature: boolean) => {
    await write(`${JSON.stringify(name)}:{`);
    let first = true;
    for (let p = 0; p < projects; p++) {
      if ((p % 10 === 0) !== signature) continue;
      await write(
        `${first ? "" : ","}${JSON.stringify(`${korean ? "ko" : "en"}-${p}`)}:${JSON.stringify(copy(p, korean))}`,
      );
      first = false;
    }
    await write("}");
  };
  await write("{");
  await collection("projects", false, false);
  await write(",");
  await collection("signature-projects", false, true);
  await write(",");
  await collection("korean-projects", true, false);
  await write(",");
  await collection("korean-signature-projects", true, true);
  await write(',"members":[');
  for (let m = 0; m < 50; m++)
    await write(`${m ? "," : ""}${JSON.stringify({ docId: `m-${m}`, id: `D-${1000 + m}`, name: `Demo Member ${m}` })}`);
  await write("]}");
  out.end();
  await once(out, "finish");
  return fs.statSync(file).size;
}
