import Flipbook
import Foundation
import Testing

@testable import FlipbookScene

/// A YAML document and the JSON that PyYAML made of it (`json.dumps(yaml.safe_load(...))`)
/// must give the same model.
@Suite("YAML and JSON")
struct SceneJSONTests {
    static let yaml = #"""
        canvas: {width: 390, height: 844, scale: 3, fps: 120, background: '#F0F0F0', opaque: false}
        screens:
          List:
            backgroundColor: [0.9, 0.9, 0.92]
            children:
              - {id: card, frame: [16, 100, 358, 200], cornerRadius: 20, maskedCorners: [topLeft, topRight], shadow: {opacity: 0.2, radius: 8, offset: [0, 4]}, border: {width: 1, color: lightGray}}
              - {type: label, id: title, frame: [16, 40, 300, 40], text: "Photos", font: {size: 28, weight: bold}, alignment: left}
              - {type: gradient, frame: [0, 744, 390, 100], gradient: {colors: ['#00000000', '#00000080']}}
          Photo:
            backgroundColor: black
            children:
              - {id: card, frame: [0, 0, 390, 844], transform: [{scale: 1}], anchorPoint: [0.5, 0.5], clipsToBounds: true}
        transition:
          kind: present
          from: List
          to: Photo
          duration: 0.5
          curve: spring(1 100 10 0)
          style: overFullScreen
          keyframes:
            - view: card
              keyframes:
                - {at: 0, frame: [16, 100, 358, 200], cornerRadius: 20}
                - {at: 1, frame: [0, 0, 390, 844], cornerRadius: 0, curve: ease-out}
            - {view: title, screen: from, keyframes: [{at: 0, alpha: 1}, {at: 0.3, alpha: 0}]}
        interaction:
          percent:
            script: [update 0.1 at 0, update 0.6 at 0.25, cancel at 0.4 velocity -2]
        outputs:
          frames: 0-10,20
          filmstrip: {columns: 5, frames: 10}
          animatedPNG: photo.png
          trace: yes
        """#

    static let json = #"""
        {
         "canvas": {
          "width": 390,
          "height": 844,
          "scale": 3,
          "fps": 120,
          "background": "#F0F0F0",
          "opaque": false
         },
         "screens": {
          "List": {
           "backgroundColor": [
            0.9,
            0.9,
            0.92
           ],
           "children": [
            {
             "id": "card",
             "frame": [
              16,
              100,
              358,
              200
             ],
             "cornerRadius": 20,
             "maskedCorners": [
              "topLeft",
              "topRight"
             ],
             "shadow": {
              "opacity": 0.2,
              "radius": 8,
              "offset": [
               0,
               4
              ]
             },
             "border": {
              "width": 1,
              "color": "lightGray"
             }
            },
            {
             "type": "label",
             "id": "title",
             "frame": [
              16,
              40,
              300,
              40
             ],
             "text": "Photos",
             "font": {
              "size": 28,
              "weight": "bold"
             },
             "alignment": "left"
            },
            {
             "type": "gradient",
             "frame": [
              0,
              744,
              390,
              100
             ],
             "gradient": {
              "colors": [
               "#00000000",
               "#00000080"
              ]
             }
            }
           ]
          },
          "Photo": {
           "backgroundColor": "black",
           "children": [
            {
             "id": "card",
             "frame": [
              0,
              0,
              390,
              844
             ],
             "transform": [
              {
               "scale": 1
              }
             ],
             "anchorPoint": [
              0.5,
              0.5
             ],
             "clipsToBounds": true
            }
           ]
          }
         },
         "transition": {
          "kind": "present",
          "from": "List",
          "to": "Photo",
          "duration": 0.5,
          "curve": "spring(1 100 10 0)",
          "style": "overFullScreen",
          "keyframes": [
           {
            "view": "card",
            "keyframes": [
             {
              "at": 0,
              "frame": [
               16,
               100,
               358,
               200
              ],
              "cornerRadius": 20
             },
             {
              "at": 1,
              "frame": [
               0,
               0,
               390,
               844
              ],
              "cornerRadius": 0,
              "curve": "ease-out"
             }
            ]
           },
           {
            "view": "title",
            "screen": "from",
            "keyframes": [
             {
              "at": 0,
              "alpha": 1
             },
             {
              "at": 0.3,
              "alpha": 0
             }
            ]
           }
          ]
         },
         "interaction": {
          "percent": {
           "script": [
            "update 0.1 at 0",
            "update 0.6 at 0.25",
            "cancel at 0.4 velocity -2"
           ]
          }
         },
         "outputs": {
          "frames": "0-10,20",
          "filmstrip": {
           "columns": 5,
           "frames": 10
          },
          "animatedPNG": "photo.png",
          "trace": true
         }
        }
        """#

    @Test func yamlAndJSONGiveEqualModels() throws {
        let a = try parse(Self.yaml, file: "scene.yaml")
        let b = try parse(Self.json, file: "scene.json")
        #expect(a == b)
        // And the model is what the document says, not an empty one.
        #expect(a.canvas.fps == 120 && a.screens.map(\.name) == ["List", "Photo"])
        #expect(a.transition.style == .overFullScreen && a.transition.curve == "spring(1 100 10 0)")
        #expect(a.outputs.frames == .indices([0...10, 20...20]) && a.outputs.trace == "trace.txt")
        guard case let .keyframes(tracks) = a.transition.animation else {
            Issue.record("no keyframes")
            return
        }
        #expect(tracks.map(\.side) == [.to, .from])
        #expect(
            a.interaction
                == .percent(
                    PercentScript(steps: [
                        .update(percent: 0.1, at: 0), .update(percent: 0.6, at: 0.25),
                        .cancel(at: 0.4, velocity: -2),
                    ])))
    }

    @Test func jsonErrorsHavePositionsToo() {
        let text = #"{"canvas": {"width": 100, "height": "tall"}}"#
        #expect(errorText(text) == "expected a number for 'height', found 'tall' at scene.yaml:1:37")
    }
}
