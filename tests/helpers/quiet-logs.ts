import { setLogLevel } from "~/log.server";

setLogLevel("warn");
