import Flipbook
import Foundation
import Testing

@testable import FlipbookScene

/// Malformed documents and the exact sentence each must give, position included.
@Suite("Malformed scenes")
struct MalformedSceneTests {
    static let cases: [(String, String)] = [
        (
            "canvas: {widht: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "unknown key 'widht' at scene.yaml:1:10; did you mean 'width'?"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColour: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "unknown key 'backgroundColour' at scene.yaml:3:7; did you mean 'backgroundColor'?"
        ),
        (
            "canvas: {width: abc, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "expected a number for 'width', found 'abc' at scene.yaml:1:17"
        ),
        (
            "canvas: {width: '100', height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "expected a number for 'width', found '100' at scene.yaml:1:17"
        ),
        (
            "canvas: {width: 0, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'width' must be in (0, 8192], found 0 at scene.yaml:1:17"
        ),
        (
            "canvas: {width: 100, height: 9000}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'height' must be in (0, 8192], found 9000 at scene.yaml:1:30"
        ),
        (
            "canvas: {width: 100, height: 200, scale: 9}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'scale' must be in [0.01, 8], found 9 at scene.yaml:1:42"
        ),
        (
            "canvas: {width: 100, height: 200, fps: 0}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'fps' must be in [1, 240], found 0 at scene.yaml:1:40"
        ),
        (
            "canvas: {width: 100, height: 200, fps: .inf}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "expected a number for 'fps', found '.inf' at scene.yaml:1:40"
        ),
        (
            "canvas: {width: 8000, height: 200, scale: 3}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "the canvas is 24000 pixels wide at scale 3 at scene.yaml:1:17; at most 16384 pixels a side"
        ),
        (
            "canvas: {width: 100, height: 200, opaque: maybe}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "expected true or false for 'opaque', found 'maybe' at scene.yaml:1:43"
        ),
        (
            "canvas:\n  width: 100\n  height: 200\n  background: #FF0000\nscreens:\n  A: {}\n  B: {}\ntransition: {kind: push, from: A, to: B}\n",
            "expected a colour (\"#RRGGBB\", \"#RRGGBBAA\", [r, g, b], [r, g, b, a] or a name) for 'background', found nothing at scene.yaml:4:14; a '#' after a space starts a YAML comment: quote the colour, as \"#RRGGBB\""
        ),
        (
            "canvas: {height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "missing key 'width' in 'canvas' at scene.yaml:1:9"
        ),
        (
            "\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "missing key 'canvas' at scene.yaml:2:1"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: '#12345'}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'#12345' is not a colour at scene.yaml:3:24; write \"#RRGGBB\" or \"#RRGGBBAA\" with hexadecimal digits"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: [1, 0.5]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "expected a colour (\"#RRGGBB\", \"#RRGGBBAA\", [r, g, b], [r, g, b, a] or a name) for 'backgroundColor', found a list at scene.yaml:3:24"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: [1, 2, 0]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'backgroundColor' must be in [0, 1], found 2 at scene.yaml:3:28"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: whte}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "unknown colour 'whte' at scene.yaml:3:24; did you mean 'white'?"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: lable}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "unknown view type 'lable' at scene.yaml:3:13; did you mean 'label'?"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {text: Hello}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "key 'text' does not apply to a view of type 'view' at scene.yaml:3:7; it belongs to 'type: label'"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: label}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "missing key 'text' in a label at scene.yaml:3:6"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {alpha: 1.5}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'alpha' must be in [0, 1], found 1.5 at scene.yaml:3:14"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {frame: [0, 0, 10]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "expected a rectangle [x, y, width, height] for 'frame', found a list at scene.yaml:3:14"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {frame: [0, 0, -10, 10]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'frame' must not have a negative width or height at scene.yaml:3:14"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {children: [{id: x}, {id: x}]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "duplicate id 'x' in this screen at scene.yaml:3:32; it is already used at line 3"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {cornerRadius: 4, cornerRadius: 5}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "duplicate key 'cornerRadius' at scene.yaml:3:24; it is already set at line 3"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {maskedCorners: [topLeft, upperRight]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "unknown corner 'upperRight' at scene.yaml:3:32; expected one of 'topLeft', 'topRight', 'bottomLeft', 'bottomRight'"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {transform: [{rotate: 45, scale: 2}]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "each transform step must have exactly one of 'translate', 'scale', 'rotate', 'rotate3D', 'perspective' at scene.yaml:3:19; write several steps as a list"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {transform: [{skew: 3}]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "unknown key 'skew' at scene.yaml:3:20; expected one of 'translate', 'scale', 'rotate', 'rotate3D', 'perspective'"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {transform: [{perspective: 0}]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'perspective' must be greater than 0, found 0 at scene.yaml:3:33"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: label, text: Hi, font: {size: 0}}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'size' must be in (0, 1000], found 0 at scene.yaml:3:43"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: label, text: Hi, alignment: middle}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "unknown alignment 'middle' at scene.yaml:3:41; expected one of 'left', 'center', 'right', 'natural', 'justified'"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: gradient, gradient: {colors: [red]}}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "a gradient needs at least 2 colours, found 1 at scene.yaml:3:42"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: gradient, gradient: {kind: radial, colors: [red, blue], end: [1, 1]}}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "'end' applies only to linear gradients at scene.yaml:3:74; a radial gradient takes 'radius'"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: blur, blur: systemMaterail}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "unknown blur style 'systemMaterail' at scene.yaml:3:25; did you mean 'systemMaterial'?"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: blur}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "missing key 'blur' in a blur view at scene.yaml:3:6"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {blur: dark}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "key 'blur' does not apply to a view of type 'view' at scene.yaml:3:7; it belongs to 'type: blur'"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: image, image: picture.jpg}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "image path 'picture.jpg' does not name a PNG file at scene.yaml:3:27; only .png images are read"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: image, image: missing.png}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "image file 'missing.png' does not exist at scene.yaml:3:27; paths are relative to the scene's folder"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: image, image: ../secret.png}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "image path '../secret.png' leaves the scene's folder at scene.yaml:3:27; '..' is refused unless the loader allows outside paths"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {type: image, image: /etc/logo.png}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "image path '/etc/logo.png' is absolute at scene.yaml:3:27; write a path relative to the scene's folder, or load with allowOutsidePaths"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: [1, 2]\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\n",
            "expected a mapping for 'view', found a list at scene.yaml:3:6"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: pussh, from: A, to: B}\n",
            "unknown transition kind 'pussh' at scene.yaml:5:20; did you mean 'push'?"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: C, to: B}\n",
            "unknown screen 'C' at scene.yaml:5:32; expected one of 'A', 'B'"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: A}\n",
            "the transition goes from screen 'A' to itself at scene.yaml:5:39"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: resize, from: A}\n",
            "missing key 'size' in a resize transition at scene.yaml:5:13"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: resize, from: A, to: B, size: [10, 10]}\n",
            "a resize transition has no 'to' screen at scene.yaml:5:41; give the new canvas 'size' instead"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, style: formSheet}\n",
            "'style' applies only to present and dismiss transitions at scene.yaml:5:42"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: present, from: A, to: B, style: sheet}\n",
            "unknown presentation style 'sheet' at scene.yaml:5:52; expected one of 'fullScreen', 'overFullScreen', 'currentContext', 'overCurrentContext', 'pageSheet', 'formSheet', 'custom', 'automatic'"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: present, from: A, to: B, style: pageSheet, presentationController: half}\n",
            "a presentation controller needs 'style: custom', found 'pageSheet' at scene.yaml:5:52"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, duration: 1, animator: x, keyframes: []}\n",
            "a transition takes 'animator' or 'keyframes', not both at scene.yaml:5:68"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, keyframes: []}\n",
            "missing key 'duration' in 'transition' at scene.yaml:5:13; keyframes need the transition's duration"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, duration: 0}\n",
            "'duration' must be in (0, 600], found 0 at scene.yaml:5:52"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, curve: ease-in-ot}\n",
            "unknown curve 'ease-in-ot' at scene.yaml:5:49; did you mean 'ease-in-out'?"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, curve: 'cubic-bezir(0, 0, 1, 1)'}\n",
            "unknown timing function 'cubic-bezir(...)' at scene.yaml:5:49; did you mean 'cubic-bezier(...)'?"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, animator: {parameters: {a: 1}}}\n",
            "missing key 'name' in 'animator' at scene.yaml:5:52"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {children: [{id: card}]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, duration: 1, keyframes: [{view: cart, keyframes: [{at: 0, alpha: 1}]}]}\n",
            "unknown view id 'cart' at scene.yaml:5:74; did you mean 'card'?"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {children: [{id: card}]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, duration: 1, keyframes: [{view: card, keyframes: [{at: 0.5, alpha: 1}, {at: 0.2, alpha: 0}]}]}\n",
            "keyframe times must increase, found 0.2 after 0.5 at scene.yaml:5:113"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {children: [{id: card}]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, duration: 1, keyframes: [{view: card, keyframes: [{at: 0, alpah: 1}]}]}\n",
            "unknown key 'alpah' at scene.yaml:5:100; did you mean 'alpha'?"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {children: [{id: card}]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, duration: 1, keyframes: [{view: card, keyframes: [{at: 0}]}]}\n",
            "a keyframe sets no property at scene.yaml:5:92; add one of 'alpha', 'frame', 'center', 'x', 'y', 'width', ..."
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {children: [{id: card}]}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B, duration: 1, keyframes: [{view: card, delay: 2, keyframes: [{at: 0, alpha: 1}]}]}\n",
            "the delays leave no time for this track in the transition's 1 s at scene.yaml:5:67"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {percent: {script: ['update 0.5 at 0.1']}}",
            "the percent script must end with 'finish' or 'cancel' at scene.yaml:6:33"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {percent: {script: ['updte 0.5 at 0.1', 'finish at 1']}}",
            "unknown step 'updte' at scene.yaml:6:35; did you mean 'update'?"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {percent: {script: ['update 1.5 at 0.1', 'finish at 1']}}",
            "a percent in 0...1 must be at most 1, found 1.5 at scene.yaml:6:42"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {percent: {script: ['update 0.5 when 0.1', 'finish at 1']}}",
            "expected 'at', found 'when' at scene.yaml:6:46"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {percent: {script: ['finish at 1 speed 2']}}",
            "expected 'velocity', found 'speed' at scene.yaml:6:47"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {percent: {script: ['update 0.5 at 0.3', 'finish at 0.2']}}",
            "step times must not decrease, found 0.2 after 0.3 at scene.yaml:6:55"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {percent: {script: ['finish at 1', 'cancel at 2']}}",
            "no step may follow 'finish' at scene.yaml:6:49"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {percent: {script: ['pause at']}}",
            "expected a time in seconds after 'at' at scene.yaml:6:43"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {touches: {script: ['down (10, 10) at 0']}}",
            "finger 1 never goes up at scene.yaml:6:33; end each touch with 'up'"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {touches: {script: ['move (10, 10) at 0']}}",
            "finger 1 is not down at scene.yaml:6:34; start it with 'down'"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {touches: {script: ['down (10; 10) at 0', 'up (1, 1) at 1']}}",
            "expected a point (x, y), found '(10; 10)' at scene.yaml:6:40"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\ninteraction: {percent: {script: ['finish at 1']}, touches: {script: []}}",
            "an interaction is 'percent' or 'touches', not both at scene.yaml:6:51"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\noutputs: {filmstrip: {name: ../strip.png}}",
            "'name' must be a plain file name, found '../strip.png' at scene.yaml:6:29; outputs are written inside the output folder; leave out any folder"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\noutputs: {trace: out.txt, manifest: out.txt}",
            "outputs 'manifest' and 'trace' are both named 'out.txt' at scene.yaml:6:11"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\noutputs:\n  frames: 0,30-20",
            "the range '30-20' runs backwards at scene.yaml:7:13"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\noutputs:\n  frames: 0,x",
            "expected a frame number or a range such as 20-30, found 'x' at scene.yaml:7:13"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\noutputs: {frames: {percent: 2}}",
            "'percent' must be in [0, 1], found 2 at scene.yaml:6:29"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\noutputs: {movie: yes}",
            "unknown key 'movie' at scene.yaml:6:11; expected one of 'frames', 'framePrefix', 'filmstrip', 'animatedPNG', 'gif', 'mp4', 'webm', 'manifest', 'trace'"
        ),
        (
            "",
            "the document is empty at scene.yaml:1:1; a scene needs 'canvas', 'screens' and 'transition'"
        ),
        (
            "- a\n- b\n",
            "expected a mapping for 'the document', found a list at scene.yaml:1:1"
        ),
        (
            "canvas: {width: 100, height: 200}\nscreens:\n  A: {backgroundColor: white}\n  B: {backgroundColor: black}\ntransition: {kind: push, from: A, to: B}\nextras: 1",
            "unknown key 'extras' at scene.yaml:6:1; expected one of 'device', 'canvas', 'screens', 'transition', 'interaction', 'outputs', 'templates', 'variants', 'navigationBar'"
        ),
    ]

    @Test(arguments: cases)
    func malformed(text: String, expected: String) {
        #expect(errorText(text) == expected, "\(text)")
    }

    @Test func tableIsLargeEnough() { #expect(Self.cases.count >= 30) }
}
