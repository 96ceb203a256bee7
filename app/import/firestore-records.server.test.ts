import path from "node:path";
import { describe, expect, it } from "vitest";
import { completeTexts } from "~/models/project-state.server";
import { mapFirestore } from "./firestore-records.server";
import { type FirestoreCollections, readFirestoreExport } from "./firestore-shapes.server";

function collections(entries: Record<string, Record<string, Record<string, unknown>>>): FirestoreCollections {
  return new Map(
    Object.entries(entries).map(([name, docs]) => [name, Object.entries(docs).map(([id, fields]) => ({ id, fields }))]),
  );
}

const english = { projectID: "D-1", projecttitle: "Demo", projectdate: "01-02-2023", cost: 10, location: "Demo Town" };
const korean = { projectID: "D-1", projecttitle: "데모", projectdate: "01-02-2023", cost: 10, location: "Demo Town" };

describe("mapping the old site's records", () => {
  it("English and Korean copies merge into one project by projectID, with both languages' texts", () => {
    const records = mapFirestore(collections({ projects: { a: english }, "korean-projects": { b: korean } }));
    expect(records.projects).toHaveLength(1);
    const [project] = records.projects;
    expect(project).toMatchObject({ code: "D-1", projectDate: "2023-02-01", cost: 10, isSignature: false });
    expect(project?.texts.en.title).toBe("Demo");
    expect(project?.texts.ko.title).toBe("데모");
    expect(project?.source).toEqual({ collection: "projects", id: "a" });
    expect(records.problems).toEqual([]);
  });

  it("a copy in a signature collection marks the project signature", () => {
    const records = mapFirestore(collections({ projects: { a: english }, "korean-signature-projects": { b: korean } }));
    expect(records.projects[0]?.isSignature).toBe(true);
  });

  it("a conflicting shared field is reported on the Korean copy and the English value kept", () => {
    const records = mapFirestore(
      collections({
        projects: { a: english },
        "korean-projects": { b: { ...korean, cost: 99 } },
      }),
    );
    expect(records.projects[0]).toMatchObject({ cost: 10 });
    expect(records.problems.map((p) => `${p.collection}/${p.id} ${p.message.split(" ")[0]}`)).toEqual([
      "korean-projects/b cost",
    ]);
  });

  it("the English copy's location is the English location; the Korean copy's, where it differs, the Korean one", () => {
    const same = mapFirestore(collections({ projects: { a: english }, "korean-projects": { b: korean } }));
    expect(same.projects[0]?.texts.en.location).toBe("Demo Town");
    expect(same.projects[0]?.texts.ko.location).toBeNull();
    const own = mapFirestore(
      collections({ projects: { a: english }, "korean-projects": { b: { ...korean, location: "데모 마을" } } }),
    );
    expect(own.projects[0]?.texts.en.location).toBe("Demo Town");
    expect(own.projects[0]?.texts.ko.location).toBe("데모 마을");
    expect(own.problems).toEqual([]);
  });

  it("a location only the Korean copy has is the English location too, as the old site showed it", () => {
    const records = mapFirestore(
      collections({ projects: { a: { ...english, location: "" } }, "korean-projects": { b: korean } }),
    );
    expect(records.projects[0]?.texts.en.location).toBe("Demo Town");
    expect(records.projects[0]?.texts.ko.location).toBeNull();
  });

  it("a project only in Korean is imported with no English texts, and reported", () => {
    const records = mapFirestore(collections({ "korean-projects": { b: korean } }));
    expect(records.projects[0]?.texts.en).toEqual(completeTexts({}));
    expect(records.projects[0]?.texts.ko.title).toBe("데모");
    expect(records.problems).toEqual([
      { collection: "korean-projects", id: "b", message: expect.stringContaining("only in Korean") },
    ]);
  });

  it("a missing projectID falls back to the document id, reported", () => {
    const { projectID: _none, ...rest } = english;
    const records = mapFirestore(collections({ projects: { "doc-7": rest } }));
    expect(records.projects[0]?.code).toBe("doc-7");
    expect(records.problems[0]).toMatchObject({ collection: "projects", id: "doc-7" });
  });

  it("a Project ID the site's addresses cannot take is made one, reported", () => {
    const records = mapFirestore(collections({ projects: { a: { ...english, projectID: "Demo Camp #3" } } }));
    expect(records.projects[0]?.code).toBe("Demo-Camp-3");
    expect(records.problems[0]?.message).toContain("imported as Demo-Camp-3");
  });

  it("an unknown date format is reported and the createdAt date used; with neither, the project is skipped", () => {
    const records = mapFirestore(
      collections({
        projects: {
          a: { ...english, projectdate: "March 1st", createdAt: { _seconds: 1688205600, _nanoseconds: 0 } },
          b: { ...english, projectID: "D-2", projectdate: "soon" },
        },
      }),
    );
    expect(records.projects.map((p) => [p.code, p.projectDate])).toEqual([["D-1", "2023-07-01"]]);
    expect(records.skipped.project).toEqual([{ collection: "projects", id: "b" }]);
    expect(records.problems.filter((p) => p.id === "b").map((p) => p.message)).toEqual([
      expect.stringContaining('projectdate "soon" is not a date'),
      expect.stringContaining("not imported"),
    ]);
  });

  it("images keep their order, an MP4 counts as a medium, and a non-YouTube video address is left out", () => {
    const records = mapFirestore(
      collections({
        projects: {
          a: { ...english, img1: "https://x.example.org/a.jpg", img2: "", img3: "https://x.example.org/c.mp4" },
          b: { ...english, projectID: "D-2", videoURL: "https://vimeo.example.org/1" },
          c: { ...english, projectID: "D-3", videoURL: "https://x.example.org/v.mp4" },
        },
      }),
    );
    expect(records.projects.map((p) => p.mediaUrls)).toEqual([
      ["https://x.example.org/a.jpg", "https://x.example.org/c.mp4"],
      [],
      ["https://x.example.org/v.mp4"],
    ]);
    expect(records.problems.map((p) => p.id)).toEqual(["b"]);
  });

  it("members: a duplicate member ID is skipped and reported; joining becomes the date in India", async () => {
    const records = mapFirestore(await readFirestoreExport(path.resolve("tests/fixtures/firestore/arrays.json")));
    expect(records.members.map((m) => [m.memberNo, m.joinedOn, m.position])).toEqual([
      ["D-1001", "2019-07-01", 1],
      ["D-1002", "2021-01-15", null],
    ]);
    expect(records.members[0]?.texts.en).toEqual({
      designation: "Demo President",
      message: "Service above self, in demo form.",
    });
    expect(records.problems).toContainEqual({
      collection: "members",
      id: "m-3",
      message: expect.stringContaining("member ID D-1001 is also members/m-1's"),
    });
  });

  it("past presidents: the year is stored as the site stores it; an unreadable year is reported", async () => {
    const records = mapFirestore(await readFirestoreExport(path.resolve("tests/fixtures/firestore/folder")));
    expect(records.pastPresidents.map((p) => p.rotaryYear)).toEqual(["2021-2022", "2022-2023"]);
    expect(records.problems).toContainEqual({
      collection: "past-presidents",
      id: "pp-3",
      message: expect.stringContaining("is not a Rotary year"),
    });
  });

  it("sign-in logs and unknown collections are skipped and said so", () => {
    const records = mapFirestore(
      collections({
        loginAttempts_successful: { l: { status: "success" } },
        projects: { a: english },
        users: { u: {} },
      }),
    );
    expect(records.skippedCollections.map((s) => [s.collection, s.documents])).toEqual([
      ["loginAttempts_successful", 1],
      ["users", 1],
    ]);
  });
});
