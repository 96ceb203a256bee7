import { test } from "./fixtures";
import { testFormResults } from "./form-results";

let yearsUsed = 0;

testFormResults([
  {
    name: "add past president",
    path: "/add-past-president",
    async fillInvalid(page) {
      await page.getByLabel("Year").fill("2020-2021");
      await page.getByLabel("President").fill("Only a president");
      await page.getByLabel("Secretary").fill("");
      return page.getByLabel("Secretary");
    },
    async fillValid(page, run) {
      // One row a year: each worker of the run counts in its own hundred.
      const start = 5000 + test.info().workerIndex * 100 + yearsUsed++;
      await page.getByLabel("Year").fill(`${start}-${start + 1}`);
      await page.getByLabel("President").fill(`Focus President ${run}`);
      await page.getByLabel("Secretary").fill(`Focus Secretary ${run}`);
    },
    submit: "Add Past President",
    success: "Past President added successfully",
  },
]);
