import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl, youtubeId, youtubeWatchUrl } from "./video-id";

describe("video id: 11 characters, taken from watch, embed or short-link URL forms", () => {
  it("takes the id from a watch URL", () => {
    expect(youtubeId("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://m.youtube.com/watch?v=aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("http://youtube.com/watch?v=dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
  });

  it("takes the id from an embed URL", () => {
    expect(youtubeId("https://www.youtube.com/embed/aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=10")).toBe("aqz-KE-bpKQ");
  });

  it("takes the id from a Shorts or live address, which phones share", () => {
    expect(youtubeId("https://www.youtube.com/shorts/aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://youtube.com/shorts/aqz-KE-bpKQ?si=abc123")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://m.youtube.com/shorts/aqz-KE-bpKQ/")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://www.youtube.com/live/aqz-KE-bpKQ?feature=share")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("youtube.com/live/aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
  });

  it("takes the id from music.youtube.com and the old /v/ address", () => {
    expect(youtubeId("https://music.youtube.com/watch?v=aqz-KE-bpKQ&list=RD1")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://www.youtube.com/v/aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
  });

  it("takes the id from a short link", () => {
    expect(youtubeId("https://youtu.be/aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://youtu.be/aqz-KE-bpKQ?si=abcdef&t=42")).toBe("aqz-KE-bpKQ");
  });

  it("ignores extra query parameters, wherever v stands", () => {
    expect(youtubeId("https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=30s&list=PL123")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://www.youtube.com/watch?feature=share&v=aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://www.youtube.com/watch?v=aqz-KE-bpKQ#comments")).toBe("aqz-KE-bpKQ");
  });

  it("forgives surrounding spaces and a missing https://", () => {
    expect(youtubeId("  https://youtu.be/aqz-KE-bpKQ  ")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("youtube.com/watch?v=aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("youtu.be/aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
  });

  it("gives null for ids that are too short or too long", () => {
    expect(youtubeId("https://www.youtube.com/watch?v=aqz-KE-bpK")).toBeNull();
    expect(youtubeId("https://www.youtube.com/watch?v=aqz-KE-bpKQX")).toBeNull();
    expect(youtubeId("https://youtu.be/short")).toBeNull();
    expect(youtubeId("https://www.youtube.com/embed/aqz-KE-bpKQ1")).toBeNull();
  });

  it("gives null for ids with characters no video id has", () => {
    expect(youtubeId("https://www.youtube.com/watch?v=aqz+KE.bpKQ")).toBeNull();
    expect(youtubeId("https://youtu.be/aqz%20E-bpKQ")).toBeNull();
  });

  it("gives null for other sites, other YouTube pages and things that are not URLs", () => {
    expect(youtubeId("https://example.org/watch?v=aqz-KE-bpKQ")).toBeNull();
    expect(youtubeId("https://evil-youtube.com/watch?v=aqz-KE-bpKQ")).toBeNull();
    expect(youtubeId("https://www.youtube.com/channel/aqz-KE-bpKQ")).toBeNull();
    expect(youtubeId("https://www.youtube.com/@rotary")).toBeNull();
    expect(youtubeId("https://www.youtube.com/playlist?list=PL1234567890")).toBeNull();
    expect(youtubeId("https://www.youtube.com/shorts/")).toBeNull();
    expect(youtubeId("https://www.youtube.com/shorts/aqz-KE-bpKQ/extra")).toBeNull();
    expect(youtubeId("https://vimeo.com/76979871")).toBeNull();
    expect(youtubeId("https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ")).toBeNull();
    expect(youtubeId("https://www.youtube.com/watch")).toBeNull();
    expect(youtubeId("javascript:alert(1)//youtu.be/aqz-KE-bpKQ")).toBeNull();
    expect(youtubeId("not a url")).toBeNull();
    expect(youtubeId("")).toBeNull();
    expect(youtubeId(null)).toBeNull();
    expect(youtubeId(undefined)).toBeNull();
  });

  it("builds the privacy-enhanced player address and the YouTube page address", () => {
    expect(youtubeEmbedUrl("aqz-KE-bpKQ")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1");
    expect(youtubeWatchUrl("aqz-KE-bpKQ")).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
  });
});
