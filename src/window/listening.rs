//! Which way announcements reach the player's screen reader: the
//! [`Channel`] it listens to, read from the AT-SPI registry.
//!
//! AccessKit turns a live region's change into AT-SPI's `Announcement`
//! signal. Orca speaks it from version 46 on; Orca 43 (Debian 12) ignores
//! it, but speaks a change of the focused object's description. Orca 46 and
//! later speak both, so sending both would say every move twice. Rather
//! than guess from a version number (which screen reader, which version,
//! started when), tactus asks the registry what the screen readers running
//! now have asked to hear: every AT-SPI client registers each event it
//! listens for with `org.a11y.atspi.Registry`, which lists them
//! (`GetRegisteredEvents`) and signals each change
//! (`EventListenerRegistered`, `EventListenerDeregistered`).
//!
//! The rule ([`channel_for`]), client by client (a bus name each): a client
//! that listens for description changes but not for announcements is a
//! screen reader like Orca 43, which the live region would leave silent:
//! then the focused cell's description, which every Orca presents. Else,
//! when some client listens for `Object:Announcement`, the live region.
//! Else (no screen reader yet), and until the registry has answered, and
//! where it cannot be asked, the description too: it is the one channel
//! both old and new Orca speak. Judging by client keeps a tool that only
//! listens for announcements (a test probe, Accerciser) from silencing
//! Orca 43.
//!
//! [`Listening::start`] asks once and then follows the registry's signals
//! on a thread of its own, so the window never waits on the bus; a screen
//! reader started, restarted or upgraded while tactus runs is followed.
//!
//! Where the registry misleads (a sandbox that hides it, a screen reader
//! that registers what it does not speak), `TACTUS_ANNOUNCE=live-region`
//! or `description` fixes the channel ([`chosen`]); `auto`, the default,
//! follows the registry.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

use crate::access_tree::Channel;

/// The AT-SPI event a live region's change becomes.
pub const ANNOUNCEMENT_EVENT: &str = "Object:Announcement:";
/// The AT-SPI event a description's change becomes.
pub const DESCRIPTION_EVENT: &str = "Object:PropertyChange:AccessibleDescription";

/// Whether a listener registered for `registered` hears `event`. Both are
/// registry event names, `Class:Name:Detail` (`Object:StateChanged:Focused`,
/// `Focus::`); an empty part of `registered` stands for every name or
/// detail, and so does a missing one (`Object` is every object event).
/// Parts compare without case and dashes (`property-change` is
/// `PropertyChange`), as clients spell them either way.
pub fn hears(registered: &str, event: &str) -> bool {
    fn norm(part: &str) -> String {
        part.chars()
            .filter(|c| *c != '-' && *c != '_')
            .flat_map(char::to_lowercase)
            .collect()
    }
    let mut wanted = registered.split(':');
    let mut got = event.split(':');
    for _ in 0..3 {
        let w = wanted.next().map(norm).unwrap_or_default();
        let g = got.next().map(norm).unwrap_or_default();
        if !w.is_empty() && w != g {
            return false;
        }
    }
    true
}

/// The channel for what the clients of the registry listen to: pairs of a
/// client's bus name and an event name, as `GetRegisteredEvents` lists
/// them. The description when some client hears description changes but
/// not announcements, or when none hears announcements; else the live
/// region.
pub fn channel_for<'a>(registered: impl IntoIterator<Item = (&'a str, &'a str)>) -> Channel {
    let mut clients: BTreeMap<&str, (bool, bool)> = BTreeMap::new();
    for (client, event) in registered {
        let heard = clients.entry(client).or_default();
        heard.0 |= hears(event, ANNOUNCEMENT_EVENT);
        heard.1 |= hears(event, DESCRIPTION_EVENT);
    }
    let misses_live_regions = clients
        .values()
        .any(|&(live, described)| described && !live);
    let hears_live_regions = clients.values().any(|&(live, _)| live);
    if hears_live_regions && !misses_live_regions {
        Channel::LiveRegion
    } else {
        Channel::Description
    }
}

/// The variable that fixes the channel.
pub const ANNOUNCE_VARIABLE: &str = "TACTUS_ANNOUNCE";

/// A value of [`ANNOUNCE_VARIABLE`] that names no channel (`auto` is used
/// then).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{ANNOUNCE_VARIABLE}={0:?} is not auto, live-region or description; auto is used")]
pub struct UnknownChannel(pub String);

/// The channel `value` of [`ANNOUNCE_VARIABLE`] fixes: `Ok(None)` for
/// `auto` or nothing (follow the registry), `Err` naming the value for
/// anything else.
pub fn chosen(value: Option<&str>) -> Result<Option<Channel>, UnknownChannel> {
    match value.map(str::trim) {
        None | Some("") | Some("auto") => Ok(None),
        Some("live-region") => Ok(Some(Channel::LiveRegion)),
        Some("description") => Ok(Some(Channel::Description)),
        Some(other) => Err(UnknownChannel(other.to_owned())),
    }
}

/// The channel in use, kept current by a thread that follows the registry.
#[derive(Clone, Debug)]
pub struct Listening {
    channel: Arc<AtomicU8>,
}

const DESCRIPTION: u8 = 0;
const LIVE_REGION: u8 = 1;

fn code(channel: Channel) -> u8 {
    match channel {
        Channel::Description => DESCRIPTION,
        Channel::LiveRegion => LIVE_REGION,
    }
}

impl Listening {
    /// A fixed channel, followed by no thread (for tests and for platforms
    /// without AT-SPI).
    pub fn fixed(channel: Channel) -> Listening {
        Listening {
            channel: Arc::new(AtomicU8::new(code(channel))),
        }
    }

    /// Starts following the AT-SPI registry. Call when a screen reader has
    /// asked for the tree: the accessibility bus is up then, and tactus
    /// starts nothing on it that a screen reader did not start. On systems
    /// without AT-SPI the platform adapters speak live regions themselves:
    /// the channel is the live region there.
    pub fn start() -> Listening {
        if cfg!(not(all(unix, not(target_os = "macos")))) {
            return Listening::fixed(Channel::LiveRegion);
        }
        let listening = Listening::fixed(Channel::Description);
        #[cfg(all(unix, not(target_os = "macos")))]
        {
            let shared = listening.channel.clone();
            let spawned = std::thread::Builder::new()
                .name("tactus-atspi-registry".to_owned())
                .spawn(move || registry::follow(&shared));
            if let Err(e) = spawned {
                eprintln!("tactus: cannot watch the screen reader's events: {e}");
            }
        }
        listening
    }

    /// The channel to announce by now.
    pub fn channel(&self) -> Channel {
        match self.channel.load(Ordering::Relaxed) {
            LIVE_REGION => Channel::LiveRegion,
            _ => Channel::Description,
        }
    }
}

#[cfg(all(unix, not(target_os = "macos")))]
mod registry {
    //! The registry over D-Bus (zbus, blocking, on the watcher's thread).

    use std::sync::Arc;
    use std::sync::atomic::{AtomicU8, Ordering};
    use std::time::Duration;

    use zbus::blocking::{Connection, MessageIterator, connection::Builder};
    use zbus::message::Type;

    use super::{channel_for, code};

    const REGISTRY: &str = "org.a11y.atspi.Registry";
    const REGISTRY_PATH: &str = "/org/a11y/atspi/registry";
    /// How long to wait before asking again after the bus went away.
    const RETRY: Duration = Duration::from_secs(5);

    /// Keeps `shared` at the channel the registry's listeners call for,
    /// for as long as the program runs.
    pub fn follow(shared: &Arc<AtomicU8>) {
        loop {
            // The bus ends when the session's accessibility ends; ask again
            // later, a screen reader may start it anew.
            let _ = watch(shared);
            std::thread::sleep(RETRY);
        }
    }

    fn a11y_bus() -> zbus::Result<Connection> {
        let address = match std::env::var("AT_SPI_BUS_ADDRESS") {
            Ok(address) if !address.is_empty() => address,
            _ => {
                let session = Connection::session()?;
                let reply = session.call_method(
                    Some("org.a11y.Bus"),
                    "/org/a11y/bus",
                    Some("org.a11y.Bus"),
                    "GetAddress",
                    &(),
                )?;
                reply.body().deserialize::<String>()?
            }
        };
        Builder::address(address.as_str())?.build()
    }

    fn ask(bus: &Connection, shared: &AtomicU8) -> zbus::Result<()> {
        let reply = bus.call_method(
            Some(REGISTRY),
            REGISTRY_PATH,
            Some(REGISTRY),
            "GetRegisteredEvents",
            &(),
        )?;
        let events: Vec<(String, String)> = reply.body().deserialize()?;
        let channel = channel_for(
            events
                .iter()
                .map(|(client, event)| (client.as_str(), event.as_str())),
        );
        shared.store(code(channel), Ordering::Relaxed);
        Ok(())
    }

    fn watch(shared: &AtomicU8) -> zbus::Result<()> {
        let bus = a11y_bus()?;
        let rule = zbus::MatchRule::builder()
            .msg_type(Type::Signal)
            .interface(REGISTRY)?
            .path(REGISTRY_PATH)?
            .build();
        // Subscribe first, then ask: no change falls between the two.
        let signals = MessageIterator::for_match_rule(rule, &bus, Some(64))?;
        ask(&bus, shared)?;
        for message in signals {
            let message = message?;
            let member = message.header().member().map(|m| m.to_string());
            if matches!(
                member.as_deref(),
                Some("EventListenerRegistered" | "EventListenerDeregistered")
            ) {
                ask(&bus, shared)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What Orca 43.1 registers (read from the registry on Debian 12),
    /// shortened to the events that matter here and a few others.
    const ORCA_43: [&str; 6] = [
        "Focus::",
        "Object:PropertyChange:AccessibleName",
        "Object:PropertyChange:AccessibleDescription",
        "Object:StateChanged:Focused",
        "Object:ChildrenChanged:Add",
        "Window:Activate:",
    ];

    #[test]
    fn a_listener_hears_its_event_and_the_details_under_an_empty_part() {
        assert!(hears(
            "Object:PropertyChange:AccessibleDescription",
            DESCRIPTION_EVENT
        ));
        assert!(hears("Object:PropertyChange:", DESCRIPTION_EVENT));
        assert!(hears("Object::", ANNOUNCEMENT_EVENT));
        assert!(hears("Object", ANNOUNCEMENT_EVENT));
        assert!(hears("", ANNOUNCEMENT_EVENT));
        assert!(hears("object:announcement", ANNOUNCEMENT_EVENT));
        assert!(hears(
            "object:property-change:accessible-description",
            DESCRIPTION_EVENT
        ));
    }

    #[test]
    fn a_listener_does_not_hear_other_events() {
        assert!(!hears(
            "Object:PropertyChange:AccessibleName",
            DESCRIPTION_EVENT
        ));
        assert!(!hears("Object:StateChanged:", DESCRIPTION_EVENT));
        assert!(!hears("Window::", ANNOUNCEMENT_EVENT));
        assert!(!hears("Object:AnnouncementX:", ANNOUNCEMENT_EVENT));
        assert!(!hears("Focus::", ANNOUNCEMENT_EVENT));
    }

    fn client<'a>(name: &'a str, events: &'a [&'a str]) -> Vec<(&'a str, &'a str)> {
        events.iter().map(|e| (name, *e)).collect()
    }

    #[test]
    fn orca_43_gets_the_description() {
        assert_eq!(channel_for(client(":1.2", &ORCA_43)), Channel::Description);
    }

    #[test]
    fn a_screen_reader_hearing_announcements_gets_only_the_live_region() {
        // Orca 46 and later listen to both: the live region alone, so that
        // nothing is said twice.
        let mut orca_46 = ORCA_43.to_vec();
        orca_46.push("Object:Announcement:");
        assert_eq!(channel_for(client(":1.2", &orca_46)), Channel::LiveRegion);
        assert_eq!(
            channel_for(client(":1.7", &["Object::"])),
            Channel::LiveRegion
        );
    }

    #[test]
    fn a_tool_hearing_only_announcements_does_not_silence_orca_43() {
        let mut both = client(":1.2", &ORCA_43);
        both.extend(client(":1.9", &["Object:Announcement:", "Focus::"]));
        assert_eq!(channel_for(both), Channel::Description);
        // Alone, it gets the live region it listens to.
        assert_eq!(
            channel_for(client(":1.9", &["Object:Announcement:"])),
            Channel::LiveRegion
        );
    }

    #[test]
    fn with_no_screen_reader_listening_the_description_is_kept_ready() {
        assert_eq!(channel_for([]), Channel::Description);
        assert_eq!(
            channel_for(client(":1.4", &["Window:Activate:"])),
            Channel::Description
        );
    }

    #[test]
    fn the_variable_fixes_the_channel_or_leaves_it_to_the_registry() {
        assert_eq!(chosen(None), Ok(None));
        assert_eq!(chosen(Some("auto")), Ok(None));
        assert_eq!(chosen(Some("")), Ok(None));
        assert_eq!(chosen(Some("live-region")), Ok(Some(Channel::LiveRegion)));
        assert_eq!(
            chosen(Some(" description ")),
            Ok(Some(Channel::Description))
        );
        let wrong = chosen(Some("loud")).unwrap_err().to_string();
        assert!(wrong.contains("TACTUS_ANNOUNCE=\"loud\""), "{wrong}");
    }

    #[test]
    fn a_fixed_channel_stays() {
        assert_eq!(
            Listening::fixed(Channel::LiveRegion).channel(),
            Channel::LiveRegion
        );
        assert_eq!(
            Listening::fixed(Channel::Description).channel(),
            Channel::Description
        );
    }
}
