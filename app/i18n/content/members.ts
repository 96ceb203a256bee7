import type { Locale } from "../locale";
import type { Widen } from "../types";

const en = {
  title: "Our Members",
  description: "The past presidents and members of our Rotary club in District 3100.",
  pastPresidentsHeading: "Past presidents",
  rotaryYear: "Rotary Year",
  president: "President",
  secretary: "Secretary",
  noPastPresidents: "No past presidents have been added yet.",
  membersHeading: "Members",
  membersIntro: "Hover over or focus a card to read the member's message.",
  memberFallbackDesignation: "Member",
  memberId: "Member ID",
  joined: "Joined",
  noMessage: "Service above self.",
  noMembers: "No members have been added yet.",
  pagination: "Member pages",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {page} of {pages}",
} as const;

export type MembersContent = Widen<typeof en>;

const ko: MembersContent = {
  title: "회원 소개",
  description: "3100지구 로타리 클럽의 역대 회장과 회원을 소개합니다.",
  pastPresidentsHeading: "역대 회장",
  rotaryYear: "로타리 연도",
  president: "회장",
  secretary: "총무",
  noPastPresidents: "아직 등록된 역대 회장이 없습니다.",
  membersHeading: "회원",
  membersIntro: "카드에 마우스를 올리거나 포커스하면 회원의 한마디를 볼 수 있습니다.",
  memberFallbackDesignation: "회원",
  memberId: "회원 번호",
  joined: "가입",
  noMessage: "초아의 봉사.",
  noMembers: "아직 등록된 회원이 없습니다.",
  pagination: "회원 목록 페이지",
  previous: "이전",
  next: "다음",
  pageOf: "{pages}쪽 중 {page}쪽",
};

export const membersContent: Record<Locale, MembersContent> = { en, ko };
