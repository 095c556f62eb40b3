// Win, Lose or Draw: what comes before play, the home page's introduction and create form, and the how-to-play (the
// lobby's too). Its own chunk of the built client (./index.tsx).
import type { GameFront } from "../types";
import { WinLoseOrDrawCreate } from "./CreateForm";
import { winLoseOrDrawHelp } from "./help";
import { WinLoseOrDrawHero } from "./Hero";
import type { WinLoseOrDrawAction, WinLoseOrDrawView } from "./protocol";
import "./shell.css";

export const winLoseOrDrawFront: GameFront<WinLoseOrDrawView, WinLoseOrDrawAction> = {
  Hero: WinLoseOrDrawHero,
  CreateForm: WinLoseOrDrawCreate,
  help: winLoseOrDrawHelp,
};
