//! [`Layout`]: the grid of a variant as actions and planes see it, worked out once per game.

use super::Action;
use crate::view::BoardView;

/// The grid of a variant: its size, the name of each cell that is on the board, the cells
/// that are marked (fort, throne, corners), and the size of its action space.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    files: u8,
    ranks: u8,
    names: Vec<Option<String>>,
    marked: Vec<bool>,
    actions: usize,
    planes: Vec<&'static str>,
}

impl Layout {
    /// The layout of a board view; `chains` adds placements and the chain end to the
    /// action space; `planes` names the family's planes of the observation.
    pub fn new(view: &BoardView, chains: bool, planes: &[&'static str]) -> Layout {
        let (files, ranks) = (view.files, view.ranks);
        let cells = files as usize * ranks as usize;
        let mut names = vec![None; cells];
        for point in &view.points {
            names[point.rank as usize * files as usize + point.file as usize] = Some(point.name.clone());
        }
        let marked = (0..cells).map(|i| names[i].as_ref().is_some_and(|n| view.marked.contains(n))).collect();
        let actions = if chains { cells * cells + cells + 1 } else { cells * cells };
        let planes = ["board", "marked"].into_iter().chain(planes.iter().copied()).collect();
        Layout { files, ranks, names, marked, actions, planes }
    }

    /// Files (columns) of the grid.
    pub fn files(&self) -> u8 {
        self.files
    }

    /// Ranks (rows) of the grid.
    pub fn ranks(&self) -> u8 {
        self.ranks
    }

    /// Cells of the grid, on the board or not.
    pub fn cells(&self) -> usize {
        self.names.len()
    }

    /// The names of the observation's planes: `board` and `marked`, then the family's.
    pub fn planes(&self) -> &[&'static str] {
        &self.planes
    }

    /// The observation's shape: planes, ranks, files.
    pub fn observation_shape(&self) -> [usize; 3] {
        [self.planes.len(), self.ranks as usize, self.files as usize]
    }

    /// How many distinct actions there are.
    pub fn num_actions(&self) -> usize {
        self.actions
    }

    /// The action that ends a chain, where the family has chains.
    pub fn end_action(&self) -> Option<Action> {
        let cells = self.cells();
        (self.actions > cells * cells).then_some((cells * cells + cells) as Action)
    }

    /// The name of cell `i`, if it is on the board.
    pub fn name(&self, i: usize) -> Option<&str> {
        self.names.get(i)?.as_deref()
    }

    /// The cell named `text` (any case), if on the board.
    pub fn cell(&self, text: &str) -> Option<usize> {
        let text = text.trim().to_ascii_lowercase();
        self.names.iter().position(|n| n.as_deref() == Some(text.as_str()))
    }

    /// An action as text without a position: `a-b`, `@p` or `end`; `None` outside the
    /// action space or off the board.
    pub fn action_text(&self, action: Action) -> Option<String> {
        let (cells, a) = (self.cells(), action as usize);
        if a < cells * cells {
            return Some(format!("{}-{}", self.name(a / cells)?, self.name(a % cells)?));
        }
        if self.end_action() == Some(action) {
            return Some("end".into());
        }
        (a < self.actions).then(|| self.name(a - cells * cells).map(|p| format!("@{p}")))?
    }

    /// Reads one leg: `a-b` or `axb` (from cell to cell), `@p`, or `end`; `None` if the
    /// text is none of these on this board.
    pub fn parse_leg(&self, text: &str) -> Option<Action> {
        let text = text.trim();
        let cells = self.cells();
        if text.eq_ignore_ascii_case("end") {
            return self.end_action();
        }
        if let Some(at) = text.strip_prefix('@') {
            return self.end_action().and(self.cell(at)).map(|p| (cells * cells + p) as Action);
        }
        let (from, to) = text.split_once(['-', 'x', 'X'])?;
        Some((self.cell(from)? * cells + self.cell(to)?) as Action)
    }

    /// The two planes every family has: 1 on the board's cells, then 1 on its marked cells.
    pub fn fill_static_planes(&self, out: &mut [f32]) {
        let cells = self.cells();
        for i in 0..cells {
            out[i] = f32::from(u8::from(self.names[i].is_some()));
            out[cells + i] = f32::from(u8::from(self.marked[i]));
        }
    }
}
